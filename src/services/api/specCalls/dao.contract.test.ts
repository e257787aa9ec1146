// Contract tests of spec 7's DAO API and the scores call on a real chain with known holdings: payloads as sent, answers as read.
import { afterAll, beforeAll, describe, expect } from 'vitest';
import type { TypedDataField } from 'ethers';
import { voteOn } from '@common/domain/daoSigning';
import type { TestWorld } from '../../../../tests/server/support';
import { startWorld } from '../../../../tests/server/support';
import { fakeDeployments } from '../../../../tests/server/fakeDeployments';
import { BSC, addr, proposalRequest, send, signer } from '../../../../tests/server/daoSupport';
import { startTestChain, type TestChain } from '../../../../tests/server/testChain';
import { expectJson, expectQuery, recordingClient, sentTo, specCase } from '../../../../tests/server/specCallHarness';

let chain: TestChain;
let w: TestWorld;
beforeAll(async () => {
  // Holdings as tests/server/daoSupport.ts: alice two LAND (5000 VP), bob a LAND 1155 and 500 tokens (2500 VP).
  chain = await startTestChain(BSC, 'contract-dao');
  const admin = chain.as('deployer');
  await send(admin.land721.mint(addr('alice'), 10001, { mapId: 1, x1: 10, y1: 10, x2: 10, y2: 10, premium: false }));
  await send(admin.land721.mint(addr('alice'), 10005, { mapId: 1, x1: 10, y1: 12, x2: 11, y2: 13, premium: false }));
  await send(admin.land1155.mint(addr('bob'), 15002, 1, { mapId: 1, x1: 31, y1: 10, x2: 32, y2: 10, premium: false }));
  const dep = fakeDeployments(Date.now());
  dep.bsc = { ...dep.bsc, rpcUrl: chain.node.rpcUrl, contracts: chain.addresses };
  w = await startWorld({ deployments: dep, profile: 'spec' });
}, 120_000);
afterAll(async () => {
  await w?.stop();
  await chain?.stop();
});

/** A proposal by alice made through the client; returns its id. */
async function aliceProposal(api: ReturnType<typeof recordingClient>['api']) {
  return (await api.createProposal(await proposalRequest(w, 'alice', 'poll'))).data.id;
}

/** Alice's signed vote for choice 1 of proposal id, as the front end signs it. */
async function signedVote(api: ReturnType<typeof recordingClient>['api'], id: number) {
  const p = (await api.proposal(id)).data;
  const timestamp = Math.floor(w.clock.now / 1000);
  const t = voteOn(p, { from: addr('alice'), timestamp, choice: [1], reason: '' });
  const signature = await signer('alice').signTypedData(t.domain, t.types as unknown as Record<string, TypedDataField[]>, t.message);
  return { choice: [1], reason: '', timestamp, signature };
}

describe('proposals', () => {
  specCase('condition', 'a GET with address and chainId; reads whether the address may create, per category', async () => {
    const { api, sent } = recordingClient(w);
    const r = await api.proposalCondition({ address: addr('alice'), chainId: BSC });
    expectQuery(sentTo(sent, 'condition'), 'GET', { address: addr('alice'), chainId: String(BSC) });
    expect(r.data).toMatchObject({ canCreate: true, votePower: 5_000 });
    expect(r.data.categories).toContainEqual({ category: 'poll', minVotePower: expect.any(Number), canCreate: true });
  });

  specCase('votePower', 'a GET with address and chainId; reads the voting power with its breakdown', async () => {
    const { api, sent } = recordingClient(w);
    const r = await api.votePower({ address: addr('bob'), chainId: BSC });
    expectQuery(sentTo(sent, 'votePower'), 'GET', { address: addr('bob'), chainId: String(BSC) });
    expect(r.data).toMatchObject({ address: addr('bob'), chainId: BSC, total: expect.any(Number), block: expect.any(Number) });
    expect(r.data.land.length).toBeGreaterThan(0);
  });

  specCase('proposals', 'POST sends the signed proposal as JSON; GET sends chainId (and paging); DELETE sends proposalId and user', async () => {
    const { api, sent } = recordingClient(w);
    const request = await proposalRequest(w, 'alice', 'poll');
    const made = await api.createProposal(request);
    expectJson(sentTo(sent, 'proposals', 'POST'), 'POST', { message: request.message, signature: request.signature });
    expect(made.data).toMatchObject({ title: request.message.title, author: addr('alice'), status: 'active', type: { name: 'snapshot', version: '0.1.4' } });
    const list = await api.proposals({ chainId: BSC });
    // The spec names chainId; paging (page, count) is this API's, sent with its defaults.
    expectQuery(sentTo(sent, 'proposals', 'GET'), 'GET', { chainId: String(BSC), page: '1', count: '10' });
    expect(list.data.rows.map((p) => p.id)).toContain(made.data.id);
    await api.unsignedWalletLogin({ wallet_addr: addr('alice'), wallet: 1 });
    expect((await api.deleteProposal({ proposalId: made.data.id, user: addr('alice') })).data).toBe('success');
    expectQuery(sentTo(sent, 'proposals', 'DELETE'), 'DELETE', { proposalId: String(made.data.id), user: addr('alice') });
  });

  specCase('proposal', 'a GET of /api/proposals/{id}; reads the proposal', async () => {
    const { api, sent } = recordingClient(w);
    const id = await aliceProposal(api);
    const r = await api.proposal(id);
    expectQuery(sentTo(sent, 'proposal'), 'GET', {});
    expect(sentTo(sent, 'proposal').url.pathname.endsWith(`/api/proposals/${id}`)).toBe(true);
    expect(r.data).toMatchObject({ id, chainId: BSC, choices: ['Red', 'Green', 'Blue'], scores: expect.any(Array) });
  });
});

describe('comments and reports', () => {
  specCase('comments', 'POST sends proposalId, author and content as JSON; reads the comment', async () => {
    const { api, sent } = recordingClient(w);
    const id = await aliceProposal(api);
    await api.unsignedWalletLogin({ wallet_addr: addr('bob'), wallet: 1 });
    const r = await api.createComment({ proposalId: id, author: addr('bob'), content: 'Green, please' });
    expectJson(sentTo(sent, 'comments'), 'POST', { proposalId: id, author: addr('bob'), content: 'Green, please' });
    expect(r.data).toMatchObject({ proposalId: id, author: addr('bob'), content: 'Green, please' });
  });

  specCase('commentsOf', "a GET of /api/comments/{id}; reads the proposal's comments", async () => {
    const { api, sent } = recordingClient(w);
    const id = await aliceProposal(api);
    await api.unsignedWalletLogin({ wallet_addr: addr('bob'), wallet: 1 });
    await api.createComment({ proposalId: id, author: addr('bob'), content: 'First' });
    const r = await api.comments(id);
    expectQuery(sentTo(sent, 'commentsOf'), 'GET', {});
    expect(r.data).toMatchObject([{ proposalId: id, author: addr('bob'), content: 'First', createdAt: expect.any(String) }]);
  });

  specCase('reports', 'POST sends {userId, content, proposalId} as JSON; reads the result', async () => {
    const { api, sent } = recordingClient(w);
    const id = await aliceProposal(api);
    await api.unsignedWalletLogin({ wallet_addr: addr('bob'), wallet: 1 });
    const r = await api.report({ userId: addr('bob'), content: 'Off topic', proposalId: id });
    expectJson(sentTo(sent, 'reports'), 'POST', { userId: addr('bob'), content: 'Off topic', proposalId: id });
    expect(r.data).toEqual({ result: 'success', id: expect.any(Number) });
  });
});

describe('votes and scores', () => {
  specCase('votes', 'POST sends proposalId, userId and score in the query with the signed vote; GET sends proposalId; reads voter, choice, vp', async () => {
    const { api, sent } = recordingClient(w);
    const id = await aliceProposal(api);
    const body = await signedVote(api, id);
    const cast = await api.vote({ proposalId: id, userId: addr('alice'), score: 1 }, body);
    const post = sentTo(sent, 'votes', 'POST');
    expect(Object.fromEntries(post.url.searchParams)).toEqual({ proposalId: String(id), userId: addr('alice'), score: '1' });
    expectJson(post, 'POST', body);
    expect(cast.data).toMatchObject({ voter: addr('alice'), choice: [1], vp: 5_000 });
    const votes = await api.votes(id);
    expectQuery(sentTo(sent, 'votes', 'GET'), 'GET', { proposalId: String(id) });
    expect(votes.data).toMatchObject([{ voter: addr('alice'), choice: [1], vp: 5_000 }]);
  });

  specCase('scores', "a GET with proposalId; reads the scores with the vote type data (name 'snapshot', version 0.1.4)", async () => {
    const { api, sent } = recordingClient(w);
    const id = await aliceProposal(api);
    await api.vote({ proposalId: id, userId: addr('alice'), score: 1 }, await signedVote(api, id));
    const r = await api.scores(id);
    expectQuery(sentTo(sent, 'scores'), 'GET', { proposalId: String(id) });
    expect(r.data).toMatchObject({ type: { name: 'snapshot', version: '0.1.4' }, scores: [5_000, 0, 0], total: 5_000, verified: 1 });
  });
});
