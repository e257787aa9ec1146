// Popup stack: confirm and info popups, the newest on top, answering the flow that opened them.
import { assertEvent, assign, enqueueActions, setup, type AnyActorRef } from 'xstate';
import type { Message } from '../shared/message';

export type PopupKind = 'confirm' | 'info';

/** What a flow sends to open a popup. */
export interface PopupRequest {
  /** Names the popup in later events; opening an id that is already open brings it to the top with the new content. */
  id: string;
  kind: PopupKind;
  title?: Message;
  message: Message;
  /** False keeps the popup open on Esc and on the backdrop; default true. */
  dismissible?: boolean;
  /** Receives POPUP.CONFIRMED or POPUP.CANCELLED with the popup's id. */
  replyTo?: AnyActorRef;
}

export interface Popup extends Omit<PopupRequest, 'dismissible'> {
  dismissible: boolean;
}

export interface PopupContext {
  /** Open popups, bottom first: the last one is on top. */
  stack: Popup[];
}

export type PopupEvent =
  | { type: 'POPUP.OPEN'; popup: PopupRequest }
  | { type: 'POPUP.CONFIRM'; id: string }
  /** What Esc and the backdrop send; ignored when the popup is not dismissible. */
  | { type: 'POPUP.CANCEL'; id: string }
  /** Closes without an answer: for the popup's owner, e.g. the flow that opened it moved on. */
  | { type: 'POPUP.CLOSE'; id: string };

/** What a popup's `replyTo` receives. */
export type PopupReply = { type: 'POPUP.CONFIRMED'; id: string } | { type: 'POPUP.CANCELLED'; id: string };

function find(context: PopupContext, id: string): Popup | undefined {
  return context.stack.find((popup) => popup.id === id);
}

function without(context: PopupContext, id: string): Popup[] {
  return context.stack.filter((popup) => popup.id !== id);
}

export const popupMachine = setup({
  types: {
    context: {} as PopupContext,
    events: {} as PopupEvent,
  },
  guards: {
    isOpen: ({ context, event }) => event.type !== 'POPUP.OPEN' && find(context, event.id) !== undefined,
    isDismissible: ({ context, event }) => event.type !== 'POPUP.OPEN' && find(context, event.id)?.dismissible === true,
    isEmpty: ({ context }) => context.stack.length === 0,
  },
  actions: {
    push: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'POPUP.OPEN');
      const { dismissible = true, ...rest } = event.popup;
      enqueue.assign({ stack: [...without(context, event.popup.id), { ...rest, dismissible }] });
    }),
    answer: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, ['POPUP.CONFIRM', 'POPUP.CANCEL']);
      const popup = find(context, event.id);
      if (popup?.replyTo) {
        const reply: PopupReply = event.type === 'POPUP.CONFIRM' ? { type: 'POPUP.CONFIRMED', id: event.id } : { type: 'POPUP.CANCELLED', id: event.id };
        enqueue.sendTo(popup.replyTo, reply);
      }
      enqueue.assign({ stack: without(context, event.id) });
    }),
    remove: assign(({ context, event }) => {
      assertEvent(event, 'POPUP.CLOSE');
      return { stack: without(context, event.id) };
    }),
  },
}).createMachine({
  id: 'popups',
  description:
    'Popup stack. Only the top popup takes keyboard focus (selectTopPopup); confirm and cancel answer the replyTo actor, so a flow can ask and wait.',
  context: { stack: [] },
  initial: 'empty',
  states: {
    empty: {
      on: {
        'POPUP.OPEN': { target: 'open', actions: 'push' },
      },
    },
    open: {
      always: { guard: 'isEmpty', target: 'empty' },
      on: {
        'POPUP.OPEN': { actions: 'push' },
        // Any open popup may be answered by id, not only the top one: a flow answers its own popup.
        'POPUP.CONFIRM': { guard: 'isOpen', actions: 'answer' },
        'POPUP.CANCEL': { guard: 'isDismissible', actions: 'answer' },
        'POPUP.CLOSE': { guard: 'isOpen', actions: 'remove' },
      },
    },
  },
});
