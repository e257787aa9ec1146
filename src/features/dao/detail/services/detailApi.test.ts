// The detail services against a fake API and a key-signing wallet: the vote is EIP-712 typed data the browser check
// (verifyVote) and ethers accept, sent with spec 7's query; another account is refused before the wallet is asked;
// the voters list marks a forged signature as not verified.
import { Wallet } from 'ethers';
import { describe, expect, it, vi } from 'vitest';
import type { Vote } from '@common/api/dao';
import { ADDRESS_NOT_MATCHED_ERROR } from '@machines/shared/walletErrors';
import { proposal } from '@machines/testing/dao/detail/fixtures';
import { verifyVote } from './deps';
import { loadDetail, sendVote, signVote, type DaoDetailApi, type DaoDetailDeps } from './detailApi';
import type { Eip1193Provider } from '../../../../services/wallet/active';

const voter = new Wallet('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d');
const address = voter.address.toLowerCase();
const on = proposal();

/** eth_accounts and eth_signTypedData_v4 the way the dev wallet answers them. */
function keyWallet(): Eip1193Provider & { calls: string[]; shown: Record<string, unknown>[] } {
  const calls: string[] = [];
  const shown: Record<string, unknown>[] = [];
  return {
    calls,
    shown,
    async request({ method, params }) {
      calls.push(method);
      if (method === 'eth_accounts') return [voter.address];
      if (method === 'eth_signTypedData_v4') {
        const typed = JSON.parse((params as string[])[1]!) as { domain: never; types: Record<string, never>; message: Record<string, unknown> };
        const { EIP712Domain: _, ...types } = typed.types;
        shown.push(typed.message);
        return voter.signTypedData(typed.domain, types, typed.message);
      }
      throw new Error(`unexpected ${method}`);
    },
  };
}

function deps(api: Partial<DaoDetailApi>, wallet: Eip1193Provider | null = keyWallet()): DaoDetailDeps {
  return { api: async () => api as DaoDetailApi, wallet: async () => wallet, verify: verifyVote, nowSec: () => 1_800_000_000 };
}

describe('signVote and sendVote', () => {
  it('signs the EIP-712 vote with the connected wallet and sends what was signed with spec 7 query', async () => {
    const wallet = keyWallet();
    const signed = await signVote(deps({}, wallet), { address, proposalId: 7, choice: [2], reason: 'because', signing: on });
    expect(signed.timestamp).toBe(1_800_000_000);
    // The wallet's screen shows the proposal's title and the chosen choice; the message names the proposal's digest, the deployment and this app.
    expect(wallet.shown[0]).toMatchObject({
      title: 'Paint the plaza',
      labels: ['Blue'],
      choice: [2],
      proposal: on.digest,
      space: 'metaworld.dao',
      app: 'metaworld',
      chainId: 31337,
    });
    const stored: Vote = { voter: address, choice: [2], vp: 4000, reason: 'because', timestamp: signed.timestamp, signature: signed.signature, createdAt: '' };
    expect(await verifyVote(stored, on)).toBe(true);
    // The same signature does not hold for another proposal (digest), another deployment (space) or another choice.
    expect(await verifyVote(stored, { ...on, digest: `0x${'cd'.repeat(32)}` })).toBe(false);
    expect(await verifyVote(stored, { ...on, space: 'other.deployment' })).toBe(false);
    expect(await verifyVote({ ...stored, choice: [1] }, on)).toBe(false);

    const vote = vi.fn(async () => ({ data: stored }));
    expect(await sendVote(deps({ vote } as never), signed)).toEqual(stored);
    expect(vote).toHaveBeenCalledWith(
      { proposalId: 7, userId: address, score: 2 },
      { choice: [2], reason: 'because', timestamp: signed.timestamp, signature: signed.signature },
    );
  });

  it("refuses another account with 'address not matched' before the wallet signs, and says when no wallet is connected", async () => {
    const wallet = keyWallet();
    const other = '0x0000000000000000000000000000000000000001';
    await expect(signVote(deps({}, wallet), { address: other, proposalId: 7, choice: [1], reason: '', signing: on })).rejects.toMatchObject({
      name: ADDRESS_NOT_MATCHED_ERROR,
    });
    expect(wallet.calls).toEqual(['eth_accounts']);
    await expect(signVote(deps({}, null), { address, proposalId: 7, choice: [1], reason: '', signing: on })).rejects.toMatchObject({ code: 'NO_WALLET' });
  });
});

describe('loadDetail', () => {
  it('marks each voter verified or not by checking the signature in the browser', async () => {
    const signed = await signVote(deps({}), { address, proposalId: 7, choice: [1], reason: '', signing: on });
    const good: Vote = { voter: address, choice: [1], vp: 1000, reason: '', timestamp: signed.timestamp, signature: signed.signature, createdAt: '' };
    const forged: Vote = { ...good, voter: '0x00000000000000000000000000000000000000b2' };
    const api = {
      proposal: async () => ({ data: proposal() }),
      votes: async () => ({ data: [good, forged] }),
      scores: async () => ({ data: scoresOf([1000, 0], 500) }),
      comments: async () => ({ data: [] }),
    };
    const detail = await loadDetail(deps(api as never), 7);
    expect(detail.votes.map((v) => v.verified)).toEqual([true, false]);
    expect(detail.proposal.id).toBe(7);
  });

  it("takes the tally from spec 7's scores call (the stored signed votes counted again), not the proposal answer's", async () => {
    const scores = vi.fn(async () => ({ data: scoresOf([3000, 1000], 2500) }));
    const api = {
      proposal: async () => ({ data: proposal({ scores: [0, 0], quorum: 100 }) }),
      votes: async () => ({ data: [] }),
      scores,
      comments: async () => ({ data: [] }),
    };
    const detail = await loadDetail(deps(api as never), 7);
    expect(scores).toHaveBeenCalledWith(7);
    expect([detail.proposal.scores, detail.proposal.quorum]).toEqual([[3000, 1000], 2500]);
  });

  it("keeps the proposal answer's tally when the scores call fails, so the page still shows one", async () => {
    const api = {
      proposal: async () => ({ data: proposal({ scores: [5, 6], quorum: 100 }) }),
      votes: async () => ({ data: [] }),
      scores: async () => Promise.reject(new Error('down')),
      comments: async () => ({ data: [] }),
    };
    const detail = await loadDetail(deps(api as never), 7);
    expect([detail.proposal.scores, detail.proposal.quorum]).toEqual([[5, 6], 100]);
  });
});

/** The scores call's answer (spec 7: vote type data snapshot 0.1.4). */
function scoresOf(scores: number[], quorum: number) {
  return { type: { name: 'snapshot' as const, version: '0.1.4' as const }, scores, total: scores.reduce((a, b) => a + b, 0), quorum, verified: 0 };
}
