// The account flows (sign-up pages, my-page popups) are spawned by the root on demand: a page sends its provided logic
// once (ACCOUNT.ATTACH) and reads the child under its systemId. Their machines and services load with the page.
import { useEffect } from 'react';
import type { ActorRefFrom, AnyActorLogic, InputFrom } from 'xstate';
import type { AccountFlowId } from '../../machines/app/appMachine';
import { useAppRef, useAppSelector } from './AppProvider';

/** The running flow, spawned on first use; undefined for the first render only. */
export function useAccountFlow<T extends AnyActorLogic>(key: AccountFlowId, logic: T, input: InputFrom<T>): ActorRefFrom<T> | undefined {
  const app = useAppRef();
  useEffect(() => {
    app.send({ type: 'ACCOUNT.ATTACH', key, logic, input });
  }, [app, key, logic, input]);
  return useAppSelector((s) => s.children[key] as ActorRefFrom<T> | undefined);
}
