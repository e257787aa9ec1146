// The Viewer port's real side: reads the root's session and wallet actors (typed by their machines) and reports the
// viewer to a flow now and on every change. The one watcher every flow that follows the viewer invokes.
import { fromCallback } from 'xstate';
import { SYSTEM_ID } from '@machines/shared/system';
import { sameViewer, viewerActor, viewerOf, type SystemLike, type Viewer, type ViewerEvent, type WalletSnapshot } from '@machines/shared/viewer';
import { sessionSnapshot } from './sessionUser';

function walletSnapshot(system: SystemLike): WalletSnapshot | undefined {
  return viewerActor(system, 'wallet')?.getSnapshot();
}

/** The viewer now. */
export function currentViewer(system: SystemLike): Viewer {
  return viewerOf(sessionSnapshot(system), walletSnapshot(system));
}

/** VIEWER.CHANGED now and on every session or wallet snapshot that changes the viewer. */
export const watchViewer = fromCallback<ViewerEvent>(({ sendBack, system }) => {
  let last: Viewer | null = null;
  const report = () => {
    const viewer = currentViewer(system);
    if (last && sameViewer(last, viewer)) return;
    last = viewer;
    sendBack({ type: 'VIEWER.CHANGED', viewer });
  };
  // The root spawns both before any feature flow (machines/app/appMachine.ts), so they are there when a flow starts.
  const subscriptions = [SYSTEM_ID.session, SYSTEM_ID.wallet].flatMap((id) => {
    const ref = system.get(id);
    return ref ? [ref.subscribe(report)] : [];
  });
  report();
  return () => subscriptions.forEach((s) => s.unsubscribe());
});
