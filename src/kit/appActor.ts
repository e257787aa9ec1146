// The app's actor context as features see it: the root machine's type and the hooks that read its actors. The provider
// that builds the root with its real actors stays in the composition root (src/app/AppProvider.tsx, its `logic`).
import { createActorContext } from '@xstate/react';
import { appMachine } from '@machines/app/appMachine';
import type { ROOT_SYSTEM_ID } from '@machines/shared/system';

/** Typed by the unprovided root; src/app/AppProvider.tsx hands the Provider the provided one, so nothing here runs it. */
export const AppActorContext = createActorContext(appMachine);

export const useAppSelector = AppActorContext.useSelector;
export const useAppRef = AppActorContext.useActorRef;

/** The spawned actor a view needs, reached through the app's context (typed by its systemId). */
export function useAppActor<K extends keyof typeof ROOT_SYSTEM_ID>(key: K) {
  return useAppSelector((s) => s.context[key]);
}
