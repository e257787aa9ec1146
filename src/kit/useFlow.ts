// The one way a page spawns its feature's flow: it sends the provided logic to the root once (FLOW.ATTACH) and reads the
// child under its id (also its systemId). The flow's machines and services load with the page, never with the entry;
// once attached the flow keeps running when the page is left, so a pending step (a transaction) is not lost.
import { useEffect } from 'react';
import type { ActorRefFrom, AnyActorRef, InputFrom } from 'xstate';
import type { FlowAttachEvent, FlowId, FlowLogics, LoginLogic, LOGIN_SYSTEM_ID } from '@machines/app/appMachine';
import { useAppRef, useAppSelector } from './appActor';

/** The running flow, spawned on first use; undefined until the root has spawned it (the first render). */
export function useFlow<K extends FlowId>(key: K, logic: FlowLogics[K], input: InputFrom<FlowLogics[K]>): ActorRefFrom<FlowLogics[K]> | undefined {
  const app = useAppRef();
  useEffect(() => {
    // FlowAttachEvent pairs each key with its logic; TypeScript cannot narrow that union from a generic key.
    app.send({ type: 'FLOW.ATTACH', key, logic, input } as FlowAttachEvent);
  }, [app, key, logic, input]);
  return useAttachedFlow(key);
}

/** What the root spawns on demand: the flows pages attach, and the login popup's flow it loads on LOGIN.OPEN. */
type OnDemand = FlowLogics & Record<typeof LOGIN_SYSTEM_ID, LoginLogic>;

/** A flow another view attached (or the login popup's, once loaded), without attaching it. */
export function useAttachedFlow<K extends keyof OnDemand>(key: K): ActorRefFrom<OnDemand[K]> | undefined {
  // The root's children are typed by its own actors only; the id decides which logic runs under it.
  return useAppSelector((s) => (s.children as Record<string, AnyActorRef | undefined>)[key]) as ActorRefFrom<OnDemand[K]> | undefined;
}
