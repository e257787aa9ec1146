// Shared by the transaction tracker tests: sample transactions, fake timers per test and a recording actor.
import { afterEach, beforeEach, vi } from 'vitest';
import { createActor, createMachine, type AnyEventObject } from 'xstate';
import { TX_KIND_MESSAGE } from '@machines/tx/messages';
import type { TrackedTx, TxKind } from '@machines/tx/types';

export const ALICE = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';

export const hashOf = (n: number) => `0x${n.toString(16).padStart(64, '0')}`;

/** A pending transaction of alice on the local BSC chain, sent at `submittedAt` ms. */
export function sampleTx(n: number, kind: TxKind = 'deposit', submittedAt = n * 1_000): TrackedTx {
  return {
    hash: hashOf(n),
    chainId: 31338,
    from: ALICE,
    nonce: n,
    kind,
    label: { id: TX_KIND_MESSAGE[kind] },
    submittedAt,
    status: 'pending',
    startBlock: 10,
  };
}

/** Fake timers around every test of the file, so XState delays run only when a test advances them. */
export function fakeTimersPerTest(): void {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}

/** A started actor that keeps every event it receives (a flow waiting on the tracker, the toast actor). */
export function recorder() {
  const received: AnyEventObject[] = [];
  const ref = createActor(createMachine({ on: { '*': { actions: ({ event }) => received.push(event) } } })).start();
  return { ref, received };
}
