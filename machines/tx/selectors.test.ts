// Tracker selectors: pending and recent lists newest first, counts, one transaction by hash, and the same arrays until the list changes.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { ControlledPromises } from '../testing/modelTest';
import {
  selectHasTxs,
  selectPendingCount,
  selectPendingTxs,
  selectRecentCount,
  selectRecentTxs,
  selectTx,
  selectTxLoading,
  selectTxsOfKinds,
  selectUnreachableCount,
  shortHash,
} from './selectors';
import { sampleTx } from '../testing/tx/fixtures';
import { txTrackerMachine } from './txTrackerMachine';

const mined = { ...sampleTx(1), status: 'mined' as const };
const failed = { ...sampleTx(2), status: 'failed' as const };
const pending = sampleTx(3);
const unreachable = { ...sampleTx(4), unreachable: true };

describe('tx selectors', () => {
  it('split the list into pending and recent, newest first, with counts', () => {
    const s = txTrackerMachine.resolveState({ value: 'signedOut', context: { owner: null, txs: [unreachable, pending, failed, mined], waiters: [] } });
    expect(selectPendingTxs(s)).toEqual([unreachable, pending]);
    expect(selectRecentTxs(s)).toEqual([failed, mined]);
    expect([selectPendingCount(s), selectRecentCount(s), selectUnreachableCount(s)]).toEqual([2, 2, 1]);
    expect(selectTx(mined.hash.toUpperCase().replace('0X', '0x'))(s)).toEqual(mined);
    expect(selectTx('0x00')(s)).toBeUndefined();
    // Same list, same arrays: a view re-renders only when the list changes.
    expect(selectPendingTxs(s)).toBe(selectPendingTxs(s));
    const next = txTrackerMachine.resolveState({ value: 'signedOut', context: { ...s.context, txs: [...s.context.txs] } });
    expect(selectPendingTxs(next)).not.toBe(selectPendingTxs(s));
  });

  it("narrow the list to a feature's kinds (the same array until the list changes) and say whether anything is listed", () => {
    const claim = sampleTx(5, 'claim');
    const vote = sampleTx(6, 'vote');
    const s = txTrackerMachine.resolveState({ value: 'signedOut', context: { owner: null, txs: [vote, claim, pending], waiters: [] } });
    const staking = selectTxsOfKinds(['approve', 'deposit', 'claim']);
    expect(staking(s)).toEqual([claim, pending]);
    expect(staking(s)).toBe(staking(s));
    expect(selectTxsOfKinds(['vote'])(s)).toEqual([vote]);
    expect(selectHasTxs(s)).toBe(true);
    expect(selectHasTxs(txTrackerMachine.resolveState({ value: 'signedOut', context: { owner: null, txs: [], waiters: [] } }))).toBe(false);
  });

  it('say when the list is being read after a sign-in', () => {
    const actor = createActor(txTrackerMachine.provide({ actors: { loadTxs: new ControlledPromises().actor('loadTxs') } })).start();
    actor.send({ type: 'TX.OWNER', owner: 'alice' });
    expect(selectTxLoading(actor.getSnapshot())).toBe(true);
    actor.stop();
    expect(selectTxLoading(txTrackerMachine.resolveState({ value: 'signedIn', context: { owner: 'alice', txs: [], waiters: [] } }))).toBe(false);
  });

  it('shorten a hash to its start and end', () => {
    expect(shortHash(mined.hash)).toBe('0x0000…0001');
  });
});
