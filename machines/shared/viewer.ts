// The Viewer port: who is looking (signed in or not, the account's registered wallet) and which wallet and chain the
// app has connected, derived from the root's session and wallet actors. One watcher (watchViewerPort, provided from
// src/services/viewer.ts) reports it to every flow that follows it, so no flow reads another actor's state itself.
import { fromCallback, type ActorRefFrom, type AnyActorRef, type SnapshotFrom } from 'xstate';
import type { WalletTypeCode } from '@common/domain/wallet';
import type { sessionMachine } from '../app/sessionMachine';
import type { walletMachine } from '../wallet/walletMachine';
import { SYSTEM_ID } from './system';

/** The wallet the user connected in the app, as the root's wallet actor has it. */
export interface ViewerWallet {
  address: string;
  chainId: number;
  walletType: WalletTypeCode | null;
}

/** Who is looking: signed in or not, the account's registered wallet, and the connected wallet. */
export interface Viewer {
  signedIn: boolean;
  registered: string | null;
  wallet: ViewerWallet | null;
  /** The wallet a previous visit connected is being reconnected: an action pressed now waits for it instead of failing. */
  settling?: boolean;
}

export const NO_VIEWER: Viewer = { signedIn: false, registered: null, wallet: null };

/** What the watcher reports now and on every change of the viewer. */
export interface ViewerEvent {
  type: 'VIEWER.CHANGED';
  viewer: Viewer;
}

export type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;
export type WalletSnapshot = SnapshotFrom<typeof walletMachine>;

/** The root actors the Viewer is read from, typed by their machines. */
export interface ViewerActors {
  session: ActorRefFrom<typeof sessionMachine>;
  wallet: ActorRefFrom<typeof walletMachine>;
}

/** What of an actor system the reads need (a flow's `system`, or a test's stand-in). */
export interface SystemLike {
  get(systemId: string): AnyActorRef | undefined;
}

/**
 * The session or wallet actor by its systemId, typed by its machine: the system answers AnyActorRef (snapshot `any`),
 * so the type is named here once and every read of its snapshot is checked against the machine.
 */
export function viewerActor<K extends keyof ViewerActors>(system: SystemLike, id: K): ViewerActors[K] | undefined {
  return system.get(SYSTEM_ID[id]);
}

/** The viewer the session and wallet snapshots describe (either may be absent: a flow tested alone). */
export function viewerOf(session: SessionSnapshot | undefined, wallet: WalletSnapshot | undefined): Viewer {
  const user = session?.context.user ?? null;
  const w = wallet?.context;
  return {
    signedIn: user !== null,
    registered: user?.walletAddr ?? null,
    wallet: w?.address && w.chainId ? { address: w.address, chainId: w.chainId, walletType: w.walletType ?? null } : null,
    // The wallet session's restore at start (machines/wallet/walletMachine.ts 'reconnecting').
    settling: wallet?.value === 'reconnecting',
  };
}

export const sameViewer = (a: Viewer, b: Viewer): boolean =>
  a.signedIn === b.signedIn &&
  a.registered === b.registered &&
  Boolean(a.settling) === Boolean(b.settling) &&
  a.wallet?.address === b.wallet?.address &&
  a.wallet?.chainId === b.wallet?.chainId &&
  a.wallet?.walletType === b.wallet?.walletType;

/** The placeholder every machine that follows the viewer invokes as `watchViewer`; src/services/viewer.ts provides it. */
export const watchViewerPort = fromCallback<ViewerEvent>(() => {
  throw new Error('watchViewer not provided');
});
