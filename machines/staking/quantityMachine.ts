// Select-quantity modal for an ERC-1155 LAND: integers only, capped at the owned quantity, minimum 1 to confirm.
import { assertEvent, assign, setup } from 'xstate';
import { QUANTITY_MIN } from '../constants';

export interface QuantityInput {
  /** The owned quantity: the cap and what Max sets. */
  max: number;
  /** The quantity already chosen, when editing. */
  initial?: number;
}

export interface QuantityContext {
  max: number;
  /** What the number input shows: digits only, or empty. */
  text: string;
  /** The confirmed quantity; null until confirmed (and when cancelled). */
  result: number | null;
}

export type QuantityEvent =
  | { type: 'QTY.INPUT'; text: string }
  | { type: 'QTY.MINUS' }
  | { type: 'QTY.PLUS' }
  | { type: 'QTY.MIN' }
  | { type: 'QTY.MAX' }
  | { type: 'QTY.CONFIRM' }
  | { type: 'QTY.CANCEL' };

/** null when cancelled. */
export interface QuantityOutput {
  quantity: number | null;
}

/**
 * The section 5 input rule: a negative value clears the input; anything that is not a whole number is refused
 * (the previous text stays); a value above the maximum is capped at it.
 */
export function sanitizeQuantity(text: string, previous: string, max: number): string {
  const trimmed = text.trim();
  if (trimmed === '') return '';
  if (/^-/.test(trimmed)) return '';
  if (!/^\d+$/.test(trimmed)) return previous;
  const value = Number(trimmed);
  return String(Math.min(value, max));
}

const valueOf = (context: QuantityContext) => (context.text === '' ? 0 : Number(context.text));

export const quantityMachine = setup({
  types: {
    context: {} as QuantityContext,
    events: {} as QuantityEvent,
    input: {} as QuantityInput,
    output: {} as QuantityOutput,
  },
  guards: {
    isValid: ({ context }) => valueOf(context) >= QUANTITY_MIN && valueOf(context) <= context.max,
    canDecrease: ({ context }) => valueOf(context) > 0,
    canIncrease: ({ context }) => valueOf(context) < context.max,
  },
  actions: {
    input: assign(({ context, event }) => {
      assertEvent(event, 'QTY.INPUT');
      return { text: sanitizeQuantity(event.text, context.text, context.max) };
    }),
    // Minus never goes below 0.
    decrease: assign(({ context }) => ({ text: String(valueOf(context) - 1) })),
    increase: assign(({ context }) => ({ text: String(valueOf(context) + 1) })),
    setMin: assign(({ context }) => ({ text: String(Math.min(QUANTITY_MIN, context.max)) })),
    setMax: assign(({ context }) => ({ text: String(context.max) })),
  },
}).createMachine({
  id: 'quantity',
  description: 'Select quantity: integers only, capped at the owned quantity, negative clears, minus not below 0, Min/Max; Confirm needs at least 1.',
  context: ({ input }) => ({ max: input.max, text: String(Math.min(Math.max(input.initial ?? QUANTITY_MIN, QUANTITY_MIN), input.max)), result: null }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'QTY.INPUT': { actions: 'input' },
        'QTY.MINUS': { guard: 'canDecrease', actions: 'decrease' },
        'QTY.PLUS': { guard: 'canIncrease', actions: 'increase' },
        'QTY.MIN': { actions: 'setMin' },
        'QTY.MAX': { actions: 'setMax' },
        'QTY.CONFIRM': { guard: 'isValid', target: 'confirmed', actions: assign(({ context }) => ({ result: valueOf(context) })) },
        'QTY.CANCEL': 'cancelled',
      },
    },
    confirmed: { type: 'final' },
    cancelled: { type: 'final' },
  },
  output: ({ context }) => ({ quantity: context.result }),
});
