// bench:load's writes: test accounts sign in by ID and votes are cast on a poll made for the run, by fresh wallets
// given tokens before its snapshot block (each wallet votes once, so every vote is a new row, never "already voted").
import { readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { Contract, JsonRpcProvider, NonceManager, Wallet, parseUnits } from 'ethers';
import { account } from '@common/localWorld/accounts';
import { LOCAL_CLIENT_KEY } from '@common/api/envelope';
import { DAO_SPACE } from '@common/domain/dao';
import { voteOn, type VotedProposal } from '@common/domain/daoSigning';
import { SEED_USERS } from '../../server/db/seedAccounts';
import { signProposal } from '../../server/dao/signatures';

const BSC = 31338;
const SEED_PASSWORD = createHash('sha256').update('Passw0rd!').digest('hex');
/** Test accounts that sign in by ID (the seed's accounts with a password). */
const SIGN_INS = SEED_USERS.flatMap((u) => (u.account && u.password ? [u.account] : []));

export interface Timed {
  ms: number;
  ok: boolean;
  what: string;
}

export interface VoteRun {
  /** Sign in and vote, one voter each `everyMs`, until stop(); every request timed into `record`. */
  start(record: (t: Timed) => void): void;
  stop(): Promise<void>;
  voters: number;
}

interface ChainDeployment {
  rpcUrl: string;
  contracts: { token: string };
}

/** Mints tokens to the author (1000 to propose) and to `voters` fresh wallets, then creates the run's poll. */
export async function prepareVotes(url: string, deploymentsPath: string, voters: number, everyMs: number): Promise<VoteRun> {
  const dep = (JSON.parse(readFileSync(deploymentsPath, 'utf8')) as Record<string, ChainDeployment & { chainId: number }>).bsc!;
  const provider = new JsonRpcProvider(dep.rpcUrl, BSC, { staticNetwork: true });
  const deployer = new NonceManager(new Wallet(account('deployer').privateKey, provider));
  const token = new Contract(dep.contracts.token, ['function mint(address to, uint256 amount)'], deployer);
  const author = Wallet.createRandom();
  const wallets = Array.from({ length: voters }, () => Wallet.createRandom());
  // One after another: an automining node refuses a nonce that arrives before the one it expects.
  const mint = token.getFunction('mint');
  let last = await mint(author.address, parseUnits('1000', 18));
  for (const w of wallets) last = await mint(w.address, parseUnits('10', 18));
  await last.wait();
  provider.destroy();

  const now = Math.floor(Date.now() / 1000);
  const message = {
    from: author.address,
    space: DAO_SPACE,
    timestamp: now,
    chainId: BSC,
    category: 'poll',
    title: `bench:load poll ${new Date().toISOString()}`,
    body: 'Made by npm run bench:load.',
    choices: ['Red', 'Green', 'Blue'],
    voteType: 'single',
    start: now,
    end: now + 86_400,
    data: '{}',
  };
  const made = await fetch(`${url}/dao/api/proposals`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ message, signature: await signProposal(author, message) }),
  });
  const proposal = ((await made.json()) as { data?: VotedProposal & { id: number } }).data;
  if (!made.ok || !proposal) throw new Error(`bench:load: the run's poll was refused (${made.status})`);

  let timer: NodeJS.Timeout | undefined;
  const inFlight = new Set<Promise<void>>();
  const envelope = { key: LOCAL_CLIENT_KEY, value: 'bench', usedomain: '127.0.0.1:5173' };
  const timed = async (what: string, record: (t: Timed) => void, req: () => Promise<Response>) => {
    const t0 = performance.now();
    const r = await req().catch(() => undefined);
    record({ ms: performance.now() - t0, ok: !!r?.ok, what });
    return r;
  };
  async function oneVoter(i: number, record: (t: Timed) => void) {
    const w = wallets[i]!;
    const signIn = await timed('sign-in', record, () =>
      fetch(`${url}/web/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ ...envelope, account: SIGN_INS[i % SIGN_INS.length]!, password: SEED_PASSWORD }),
      }),
    );
    const cookie =
      signIn?.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ') ?? '';
    const timestamp = Math.floor(Date.now() / 1000);
    const t = voteOn(proposal!, { from: w.address, timestamp, choice: [1 + (i % 3)], reason: '' });
    const signature = await w.signTypedData(t.domain, { Vote: [...t.types.Vote] }, t.message);
    const r = await timed('vote', record, () =>
      fetch(`${url}/dao/api/votes?proposalId=${proposal!.id}&userId=${w.address}&score=${1 + (i % 3)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({ choice: [1 + (i % 3)], reason: '', timestamp, signature }),
      }),
    );
    if (r && !r.ok) console.log(`bench:load: vote ${i} answered ${r.status} ${await r.text()}`);
  }
  return {
    voters,
    start(record) {
      let next = 0;
      timer = setInterval(() => {
        if (next >= wallets.length) return clearInterval(timer);
        const p = oneVoter(next++, record).finally(() => inFlight.delete(p));
        inFlight.add(p);
      }, everyMs);
    },
    async stop() {
      clearInterval(timer);
      await Promise.all(inFlight);
    },
  };
}
