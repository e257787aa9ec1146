// The approvals page's flow: model-based coverage with the chain read and the revoke child faked; no wallet, failure with
// Retry, revoke only on the wallet's network, the list read again after a revoke, another wallet clears the list.
import { describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { ControlledPromises, getEdgePaths, ModelCoverage, runPaths, type ModelEvent } from '../testing/modelTest';
import { fakeTimersPerTest } from '../testing/staking/fixtures';
import { approvalsMachine } from './approvalsMachine';
import { approvalsInput, BSC, ETH, nftRow, OTHER, OWNER, tokenRow, UNLIMITED } from '../testing/approvals/fixtures';
import { APPROVALS_MESSAGE } from './messages';
import type { revokeMachine } from './revokeMachine';
import { selectApprovalCount, selectApprovalNetworks, selectApprovalsNotice, selectApprovalsView } from './selectors';
import type { LoadApprovalsOutput } from './types';

fakeTimersPerTest();

const listed: LoadApprovalsOutput = { rows: [tokenRow(BSC, UNLIMITED), nftRow(BSC), tokenRow(ETH, '1500000000000000000')], unavailable: [] };
const partial: LoadApprovalsOutput = { rows: [nftRow(BSC)], unavailable: [ETH] };

function fakes() {
  const promises = new ControlledPromises();
  const machine = approvalsMachine.provide({
    actors: { loadApprovals: promises.actor('loadApprovals'), revoke: promises.actor('revoke') as unknown as typeof revokeMachine },
  });
  return { promises, machine };
}

const show = (owner: string | null, chainId: number | null) => ({ type: 'APPROVALS.SHOW' as const, owner, chainId });

function events(s: SnapshotFrom<typeof approvalsMachine>): ModelEvent<typeof approvalsMachine>[] {
  // Owners and chains kept few so the graph stays finite: OWNER on BSC, OWNER on ETH, OTHER, signed out.
  const shows = [show(OWNER, BSC), show(OTHER, BSC), show(null, null), ...(s.context.owner === OWNER ? [show(OWNER, ETH)] : [])];
  if (s.matches('loading'))
    return [
      ...shows,
      { type: 'xstate.done.actor.loadApprovals', output: s.context.owner === OWNER ? listed : partial },
      { type: 'xstate.error.actor.loadApprovals', error: new Error('rpc down') },
    ];
  if (s.matches('failed')) return [...shows, { type: 'APPROVALS.RETRY' }];
  if (s.matches('ready'))
    return [...shows, ...s.context.rows.map((r) => ({ type: 'APPROVALS.REVOKE' as const, key: r.key })), { type: 'APPROVALS.REVOKE', key: 'nothing' }];
  if (s.matches('revoking'))
    return [
      ...shows,
      { type: 'xstate.done.actor.revoke', output: { outcome: 'revoked', notice: null } },
      { type: 'xstate.done.actor.revoke', output: { outcome: 'cancelled', notice: null } },
      { type: 'xstate.done.actor.revoke', output: { outcome: 'failed', notice: { id: 'wallet.userRejected' } } },
      { type: 'xstate.error.actor.revoke', error: new Error('stopped') },
    ];
  return shows;
}

describe('approvalsMachine model', () => {
  it('covers every state and transition; reads every network for the wallet, revokes only on its network and reads again after', async () => {
    const { promises, machine } = fakes();
    const paths = getEdgePaths(machine, { input: approvalsInput, events });
    const coverage = new ModelCoverage(approvalsMachine);
    await runPaths({
      machine,
      input: approvalsInput,
      paths,
      coverage,
      promises,
      check: (actual, step, before) => {
        const event = step.event;
        const view = selectApprovalsView(actual);
        if (actual.matches('noWallet')) {
          expect(view).toBe('noWallet');
          expect(actual.context.rows).toEqual([]);
        }
        if (actual.matches('loading') && !before.matches('loading')) {
          expect(promises.inputs('loadApprovals').at(-1)).toEqual({ owner: actual.context.owner, chainIds: [ETH, BSC] });
        }
        if (event.type === 'APPROVALS.SHOW') {
          expect(actual.context.walletChainId).toBe(event.chainId);
          // The first SHOW decides, signed out included: the page never waits on an idle flow.
          expect(actual.matches('idle')).toBe(false);
          // Another wallet never shows the previous one's grants.
          if ((before.context.owner ?? '') !== (event.owner ?? '')) expect(actual.context.rows).toEqual([]);
        }
        if (actual.matches('failed')) {
          expect(view).toBe('failed');
          expect(selectApprovalsNotice(actual)).toEqual({ id: APPROVALS_MESSAGE.loadFailed, detail: 'rpc down' });
        }
        if (event.type === 'APPROVALS.REVOKE') {
          const row = before.context.rows.find((r) => r.key === event.key);
          const allowed = row !== undefined && row.chainId === before.context.walletChainId;
          expect(actual.matches('revoking')).toBe(allowed);
          if (allowed) {
            expect(promises.inputs('revoke').at(-1)).toEqual({
              row,
              owner: before.context.owner,
              networkName: row.chainId === BSC ? 'BSC Local' : 'ETH Local',
            });
            expect(selectApprovalNetworks(actual).flatMap((n) => n.rows.map((r) => r.action))).toEqual(actual.context.rows.map(() => 'busy'));
          }
        }
        if (event.type === 'xstate.done.actor.revoke') {
          const outcome = (event.output as { outcome: string }).outcome;
          // Revoked: read again and keep the rows on screen meanwhile; otherwise back to the list as it was.
          expect(actual.matches(outcome === 'revoked' ? 'loading' : 'ready')).toBe(true);
          expect(actual.context.rows).toEqual(before.context.rows);
          expect(actual.context.revoking).toBeNull();
          if (outcome === 'revoked') expect(view).toBe('list');
        }
        if (actual.matches('ready')) {
          expect(view).toBe('list');
          expect(selectApprovalCount(actual)).toBe(actual.context.rows.length);
        }
      },
    });
    expect(coverage.missingStates()).toEqual([]);
    expect(coverage.missingTransitions()).toEqual([]);
  });
});

describe('approvals selectors', () => {
  it('lists by network, shows Unlimited for the maximum value, and offers Revoke only on the wallet network', async () => {
    const { promises, machine } = fakes();
    const { createActor } = await import('xstate');
    const actor = createActor(machine, { input: approvalsInput }).start();
    expect(selectApprovalsView(actor.getSnapshot())).toBe('idle');
    actor.send(show(OWNER, BSC));
    expect(selectApprovalsView(actor.getSnapshot())).toBe('loading');
    promises.settle({ type: 'xstate.done.actor.loadApprovals', output: { ...listed, unavailable: [] } });
    await Promise.resolve();
    await Promise.resolve();
    const networks = selectApprovalNetworks(actor.getSnapshot());
    expect(networks.map((n) => n.network.chainId)).toEqual([ETH, BSC]);
    expect(networks[0]!.rows.map((r) => [r.amount, r.action])).toEqual([[{ kind: 'wei', wei: '1500000000000000000' }, 'switch']]);
    expect(networks[1]!.rows.map((r) => [r.amount, r.action])).toEqual([
      [{ kind: 'unlimited' }, 'revoke'],
      [{ kind: 'all' }, 'revoke'],
    ]);
  });
});
