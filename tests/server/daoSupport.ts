// DAO test support: one chain with known holdings, an API reading it, and signed proposals and votes.
import { parseUnits, Wallet, ZeroHash } from 'ethers';
import { account, type AccountName } from '@common/localWorld/accounts';
import type { ProposalCategory } from '@common/domain/dao';
import { YES_NO_CHOICES } from '@common/domain/dao';
import { signProposal } from '../../server/dao/signatures';
import { voteOn, type VotedProposal } from '@common/domain/daoSigning';
import { call, json, startWorld, type Answer, type Jar, type TestWorld } from './support';
import { fakeDeployments } from './fakeDeployments';
import type { ApiOptions } from '../../server/config';
import { startTestChain, type TestChain } from './testChain';

export const BSC = 31338;
export const addr = (name: AccountName) => account(name).address;
export const signer = (name: AccountName) => new Wallet(account(name).privateKey);
export const send = async (tx: Promise<{ wait(): Promise<unknown> }>) => (await tx).wait();

/**
 * Holdings: alice a 1x1 and a 2x2 LAND 721 (5000 VP); bob one 2x1 LAND 1155 and 500 tokens (2500 VP);
 * carol 300 tokens (300 VP); dave and erin nothing.
 */
export async function startDaoWorld(name: string, rpcUrlOf?: (url: string) => Promise<string>): Promise<{ chain: TestChain; w: TestWorld }> {
  const chain = await startTestChain(BSC, name);
  const admin = chain.as('deployer');
  await send(admin.land721.mint(addr('alice'), 10001, { mapId: 1, x1: 10, y1: 10, x2: 10, y2: 10, premium: false }));
  await send(admin.land721.mint(addr('alice'), 10005, { mapId: 1, x1: 10, y1: 12, x2: 11, y2: 13, premium: false }));
  await send(admin.land1155.mint(addr('bob'), 15002, 1, { mapId: 1, x1: 31, y1: 10, x2: 32, y2: 10, premium: false }));
  await send(admin.token.mint(addr('bob'), parseUnits('500', 18)));
  await send(admin.token.mint(addr('carol'), parseUnits('300', 18)));
  return { chain, w: await worldOnChain(chain, {}, rpcUrlOf ? await rpcUrlOf(chain.node.rpcUrl) : undefined) };
}

/** An API (a deployment) reading chain (through rpcUrl when given); api options such as daoSpace make it another deployment. */
export function worldOnChain(chain: TestChain, api: Partial<ApiOptions> = {}, rpcUrl = chain.node.rpcUrl): Promise<TestWorld> {
  const dep = fakeDeployments(Date.now());
  // The campaign ids of the deployments file are the ones the reader asks LandStaking about.
  dep.bsc = { ...dep.bsc, rpcUrl, contracts: chain.addresses };
  return startWorld({ deployments: dep, api });
}

export const nowSec = (w: TestWorld) => Math.floor(w.clock.now / 1000);

let made = 0;

/** A signed proposal request; over changes message fields (signed as changed). */
export async function proposalRequest(
  w: TestWorld,
  author: AccountName,
  category: ProposalCategory = 'poll',
  over: Partial<{ start: number; end: number; choices: string[]; voteType: 'single' | 'approval'; data: string; title: string; body: string }> = {},
) {
  const now = nowSec(w);
  const message = {
    from: addr(author),
    space: 'metaworld.dao',
    timestamp: now,
    chainId: BSC,
    category,
    // Each request its own title: the same signed proposal is stored once (409 the second time).
    title: `A ${category} proposal ${++made}`,
    body: 'What the **community** thinks.',
    choices: category === 'poll' ? ['Red', 'Green', 'Blue'] : [...YES_NO_CHOICES],
    voteType: 'single' as 'single' | 'approval',
    start: now,
    end: now + 86_400,
    data: '{}',
    ...over,
  };
  return { message, signature: await signProposal(signer(author), message) };
}

export async function createProposal(
  w: TestWorld,
  author: AccountName,
  category?: ProposalCategory,
  over?: Parameters<typeof proposalRequest>[3],
): Promise<Answer> {
  return json(w, 'POST', '/dao/api/proposals', await proposalRequest(w, author, category, over));
}

/** Signs and sends a vote; over lets a test send something other than what was signed. */
export async function vote(
  w: TestWorld,
  voter: AccountName,
  proposal: number,
  choice: number[],
  o: {
    reason?: string;
    timestamp?: number;
    by?: AccountName;
    /** The proposal as signed (default: as this API answers it), e.g. another deployment's. */
    on?: VotedProposal;
    userId?: string;
    body?: Partial<{ choice: number[]; reason: string }>;
    jar?: Jar;
  } = {},
): Promise<Answer> {
  const timestamp = o.timestamp ?? nowSec(w);
  const reason = o.reason ?? '';
  // A proposal this API does not have is signed as an empty one (the API answers 404 before any signature check).
  const p = o.on ??
    (await call(w, 'GET', `/dao/api/proposals/${proposal}`)).body.data ?? { chainId: BSC, title: '', choices: [], digest: ZeroHash, space: 'x' };
  const t = voteOn(p, { from: addr(voter), timestamp, choice, reason });
  const signature = await signer(o.by ?? voter).signTypedData(t.domain, { Vote: [...t.types.Vote] }, t.message);
  const body = { choice, reason, timestamp, signature, ...o.body };
  const userId = o.userId ?? addr(voter);
  return json(w, 'POST', `/dao/api/votes?proposalId=${proposal}&userId=${userId}&score=${body.choice[0]}`, body, { jar: o.jar });
}

export const get = (w: TestWorld, url: string) => call(w, 'GET', url);
