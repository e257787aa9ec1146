// Toast overlay: shows queued messages one at a time, each for TIMING.toastMs or until dismissed.
import { assign, setup } from 'xstate';
import { TIMING } from '../constants';
import { sameMessage, type Message } from '../shared/message';

export type ToastTone = 'info' | 'success' | 'error';

export interface Toast {
  message: Message;
  tone: ToastTone;
}

export interface ToastContext {
  current: Toast | null;
  /** Toasts waiting behind the current one, oldest first. */
  queue: Toast[];
}

export type ToastEvent = { type: 'TOAST.SHOW'; message: Message; tone?: ToastTone } | { type: 'TOAST.DISMISS' };

function sameToast(a: Toast, b: Toast): boolean {
  return a.tone === b.tone && sameMessage(a.message, b.message);
}

function toastOf(event: ToastEvent): Toast {
  if (event.type !== 'TOAST.SHOW') throw new Error(`${event.type} carries no toast`);
  return { message: event.message, tone: event.tone ?? 'info' };
}

/** After the current toast: the next queued one, or nothing. */
const next = [
  { guard: 'hasQueued', target: 'showing', reenter: true, actions: 'showNext' },
  { target: 'idle', actions: 'clear' },
] as const;

export const toastMachine = setup({
  types: {
    context: {} as ToastContext,
    events: {} as ToastEvent,
  },
  guards: {
    hasQueued: ({ context }) => context.queue.length > 0,
    // Repeats: a toast equal (same message, values, detail and tone) to the last one in line —
    // the last queued, or the one showing when none is queued — is dropped. Wallet and chain
    // listeners often fire the same notice twice in a row; showing it twice says nothing new.
    // The same toast after a different one still shows: it is news again.
    isNotRepeat: ({ context, event }) => {
      const last = context.queue.at(-1) ?? context.current;
      return last === null || !sameToast(last, toastOf(event));
    },
  },
  delays: {
    toastMs: TIMING.toastMs,
  },
  actions: {
    showFirst: assign({ current: ({ event }) => toastOf(event) }),
    enqueue: assign({ queue: ({ context, event }) => [...context.queue, toastOf(event)] }),
    showNext: assign(({ context }) => ({ current: context.queue[0] ?? null, queue: context.queue.slice(1) })),
    clear: assign({ current: null, queue: [] }),
  },
}).createMachine({
  id: 'toast',
  description: 'Toast overlay: a queue shown one toast at a time; each closes after toastMs or on dismiss.',
  context: { current: null, queue: [] },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'TOAST.SHOW': { target: 'showing', actions: 'showFirst' },
      },
    },
    showing: {
      after: {
        toastMs: next,
      },
      on: {
        'TOAST.SHOW': { guard: 'isNotRepeat', actions: 'enqueue' },
        'TOAST.DISMISS': next,
      },
    },
  },
});
