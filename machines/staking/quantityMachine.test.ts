// Quantity modal: model-based coverage of every state and transition, with the section 5 input rules checked at each step.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { getEdgePaths, ModelCoverage, runPaths, type ModelEvent } from '../testing/modelTest';
import { quantityMachine, sanitizeQuantity } from './quantityMachine';
import { selectCanConfirmQuantity, selectCanMinus, selectCanPlus, selectQuantityText } from './selectors';
import { fakeTimersPerTest } from '../testing/staking/fixtures';

fakeTimersPerTest();

const input = { max: 3, initial: 1 };

describe('quantityMachine model', () => {
  it('covers every state and transition; the input stays a whole number between 0 and the owned quantity', async () => {
    const events = (): ModelEvent<typeof quantityMachine>[] => [
      { type: 'QTY.INPUT', text: '2' },
      { type: 'QTY.INPUT', text: '9' },
      { type: 'QTY.INPUT', text: '-1' },
      { type: 'QTY.INPUT', text: '1.5' },
      { type: 'QTY.INPUT', text: '' },
      { type: 'QTY.MINUS' },
      { type: 'QTY.PLUS' },
      { type: 'QTY.MIN' },
      { type: 'QTY.MAX' },
      { type: 'QTY.CONFIRM' },
      { type: 'QTY.CANCEL' },
    ];
    const paths = getEdgePaths(quantityMachine, { input, events });
    const coverage = new ModelCoverage(quantityMachine);
    await runPaths({
      machine: quantityMachine,
      input,
      paths,
      coverage,
      check: (actual, step, before) => {
        const text = selectQuantityText(actual);
        expect(text).toMatch(/^\d*$/);
        expect(Number(text)).toBeLessThanOrEqual(3);
        const prev = before.context.text;
        const event = step.event;
        if (!before.matches('editing')) {
          expect(actual.context).toEqual(before.context);
          return;
        }
        if (event.type === 'QTY.INPUT' && event.text === '-1') expect(text).toBe('');
        if (event.type === 'QTY.INPUT' && event.text === '1.5') expect(text).toBe(prev);
        if (event.type === 'QTY.INPUT' && event.text === '9') expect(text).toBe('3');
        if (event.type === 'QTY.MAX') expect(text).toBe('3');
        if (event.type === 'QTY.MIN') expect(text).toBe('1');
        if (event.type === 'QTY.MINUS') expect(Number(text)).toBe(Math.max(0, Number(prev) - (prev === '' || prev === '0' ? 0 : 1)));
        if (event.type === 'QTY.CONFIRM') {
          const valid = prev !== '' && Number(prev) >= 1;
          expect(actual.status).toBe(valid ? 'done' : 'active');
          if (valid) expect(actual.output).toEqual({ quantity: Number(prev) });
        }
        if (event.type === 'QTY.CANCEL') expect(actual.output).toEqual({ quantity: null });
      },
    });
    expect(coverage.missingStates()).toEqual([]);
    expect(coverage.missingTransitions()).toEqual([]);
  });
});

describe('quantity rules', () => {
  it('refuses non-integers, clears negatives, caps at the maximum', () => {
    expect(sanitizeQuantity('abc', '2', 5)).toBe('2');
    expect(sanitizeQuantity('-3', '2', 5)).toBe('');
    expect(sanitizeQuantity('12', '2', 5)).toBe('5');
    expect(sanitizeQuantity(' 4 ', '2', 5)).toBe('4');
    expect(sanitizeQuantity('1e2', '2', 5)).toBe('2');
  });

  it('minus stops at 0 and 0 cannot be confirmed (minimum 1)', () => {
    const actor = createActor(quantityMachine, { input: { max: 2 } }).start();
    actor.send({ type: 'QTY.MINUS' });
    expect(selectQuantityText(actor.getSnapshot())).toBe('0');
    expect(selectCanMinus(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'QTY.MINUS' });
    expect(selectQuantityText(actor.getSnapshot())).toBe('0');
    expect(selectCanConfirmQuantity(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'QTY.CONFIRM' });
    expect(actor.getSnapshot().status).toBe('active');
    actor.send({ type: 'QTY.MAX' });
    expect(selectCanPlus(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'QTY.CONFIRM' });
    expect(actor.getSnapshot().output).toEqual({ quantity: 2 });
  });
});
