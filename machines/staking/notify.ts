// Sends to the app's shared actors (toast, popups, loading, stakingTx) by systemId when they exist; flows stay testable alone.
import type { AnyActorRef, AnyEventObject } from 'xstate';
import type { Message } from '../shared/message';

interface SystemLike {
  get: (systemId: string) => AnyActorRef | undefined;
}

/** Sends an event to the actor registered under systemId, if the flow runs inside the app. */
export function sendToSystem(system: SystemLike, systemId: string, event: AnyEventObject): void {
  system.get(systemId)?.send(event);
}

export function toast(system: SystemLike, message: Message, tone: 'info' | 'success' | 'error'): void {
  sendToSystem(system, 'toast', { type: 'TOAST.SHOW', message, tone });
}
