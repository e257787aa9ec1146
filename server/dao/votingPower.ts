// Voting power read from a chain at a block (blockTag on every call): platform token, LAND 721 held (tokensOfOwner +
// landOf), LAND 1155 balances of the ids ever sent to the address, and LAND staked in the deployments' campaigns.
import { sameAddress } from '@common/domain/address';
import { Contract, Interface, JsonRpcProvider, zeroPadValue } from 'ethers';
import { rpcProvider } from '../chain/rpcProvider';
import type { VotePower } from '@common/api/dao';
import { LAND_SIZES, landSize } from '@common/domain/land';
import { TOKEN_VP_PER_TOKEN, landVpWeight } from '@common/domain/dao';
import type { ChainDeployment, Deployments } from '../../contracts/deployments';
import { ApiError } from '../http/errors';

const LAND_ABI = [
  'function landOf(uint256) view returns (tuple(uint32 mapId, uint32 x1, uint32 y1, uint32 x2, uint32 y2, bool premium))',
  'function tokensOfOwner(address) view returns (uint256[])',
  'function balanceOfBatch(address[], uint256[]) view returns (uint256[])',
  'function balanceOf(address) view returns (uint256)',
  'event TransferSingle(address indexed operator, address indexed from, address indexed to, uint256 id, uint256 value)',
  'event TransferBatch(address indexed operator, address indexed from, address indexed to, uint256[] ids, uint256[] values)',
  'function getStakedTokens(uint256 campaignId, address user) view returns (address[] tokens, uint256[] tokenIds, uint256[] amounts)',
];
const landIface = new Interface(LAND_ABI);
const TIMEOUT_MS = 8_000;
const WEI_PER_TOKEN = 10n ** 18n;

/** The chain is down or too slow: 503, so the caller can tell it from a refusal. */
export const chainUnavailable = () => new ApiError(503, 'error-msg-chain-unavailable', 'The network does not answer; try again later');

function withTimeout<T>(p: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const t = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error('RPC timeout')), TIMEOUT_MS)));
  return Promise.race([p, t]).finally(() => clearTimeout(timer));
}

/** The deployment of chainId, or a 400 when the API knows no such network. */
export function chainOf(deployments: Deployments | undefined, chainId: number): ChainDeployment {
  const c = deployments && Object.values(deployments).find((d) => d.chainId === chainId);
  if (!c) throw new ApiError(400, 'error-msg-chain-id', 'No such network', 'chainId');
  return c;
}

/** Runs fn with a provider on the chain; any RPC failure becomes chainUnavailable. */
export async function onChain<T>(chain: ChainDeployment, fn: (p: JsonRpcProvider) => Promise<T>): Promise<T> {
  const provider = rpcProvider(chain.rpcUrl, chain.chainId);
  try {
    return await withTimeout(fn(provider));
  } catch (e) {
    if (e instanceof ApiError) throw e;
    throw chainUnavailable();
  } finally {
    provider.destroy();
  }
}

export const latestBlock = (chain: ChainDeployment) => onChain(chain, (p) => p.getBlockNumber());

type LandRecord = { x1: bigint; y1: bigint; x2: bigint; y2: bigint; premium: boolean };
const sizeOf = (l: LandRecord) => landSize({ x1: Number(l.x1), y1: Number(l.y1), x2: Number(l.x2), y2: Number(l.y2), premium: l.premium });

/** Every LAND 1155 id the address ever received up to the block (the ids whose balance can be non-zero). */
async function receivedLand1155Ids(p: JsonRpcProvider, land1155: string, address: string, block: number): Promise<bigint[]> {
  const to = zeroPadValue(address, 32);
  const logsOf = (ev: string) => p.getLogs({ address: land1155, fromBlock: 0, toBlock: block, topics: [landIface.getEvent(ev)!.topicHash, null, null, to] });
  const logs = (await Promise.all([logsOf('TransferSingle'), logsOf('TransferBatch')])).flat();
  const ids = new Set<bigint>();
  for (const log of logs) {
    const ev = landIface.parseLog(log);
    if (ev?.name === 'TransferSingle') ids.add(ev.args.id as bigint);
    if (ev?.name === 'TransferBatch') for (const id of ev.args.ids as bigint[]) ids.add(id);
  }
  return [...ids];
}

/** A read whose failure is handled later (or not needed): no unhandled rejection meanwhile. */
const settled = <T>(p: Promise<T>) => (p.catch(() => undefined), p);

/**
 * The voting power of address on chain at block (default: the latest block), with its breakdown. `land1155Ids`, when the
 * holder index knows them, replaces the eth_getLogs from block 0 that finds them otherwise.
 *
 * The reads that do not depend on each other are made together: ethers sends the calls of one tick as one JSON-RPC batch,
 * so a read is three or four round trips to the node instead of one per call (a dozen with the campaigns). Made one by
 * one, a vote's read outlasted its 8 s timeout on a busy machine (bench:load's soak: votes answered 503).
 */
export async function readVotePower(chain: ChainDeployment, address: string, block?: number, land1155Ids?: bigint[]): Promise<VotePower> {
  return onChain(chain, async (p) => {
    const latest = await p.getBlockNumber();
    if (block !== undefined && block > latest) throw new ApiError(400, 'error-msg-block', 'That block does not exist yet', 'block');
    const at = block ?? latest;
    const o = { blockTag: at };
    const c = chain.contracts;
    const token = new Contract(c.token, LAND_ABI, p);
    const l721 = new Contract(c.land721, LAND_ABI, p);
    const l1155 = new Contract(c.land1155, LAND_ABI, p);
    const staking = new Contract(c.staking, LAND_ABI, p);
    const landOf = (land: Contract, id: bigint) => land.getFunction('landOf')(id, o) as Promise<LandRecord>;
    const counts = new Map<string, { held: number; staked: number }>(LAND_SIZES.map((s) => [s, { held: 0, staked: 0 }]));
    const add = (size: string, kind: 'held' | 'staked', n: number) => {
      const e = counts.get(size) ?? { held: 0, staked: 0 };
      e[kind] += n;
      counts.set(size, e);
    };
    // One batch: the token's code with every read that needs only the address and block.
    const code = p.getCode(c.token, at);
    const balanceRead = settled(token.getFunction('balanceOf')(address, o) as Promise<bigint>);
    const ids721Read = settled(l721.getFunction('tokensOfOwner')(address, o) as Promise<bigint[]>);
    const ids1155Read = settled(land1155Ids ? Promise.resolve(land1155Ids) : receivedLand1155Ids(p, c.land1155, address, at));
    const stakedReads = chain.campaigns.map((campaign) =>
      (staking.getFunction('getStakedTokens')(campaign.id, address, o) as Promise<[string[], bigint[], bigint[]]>).catch(
        () => undefined, // the campaign did not exist yet at that block
      ),
    );
    // A contract not deployed yet at that block answers empty: nothing is held there (the other reads then failed).
    if ((await code) === '0x') return emptyPower(address, chain.chainId, at);
    const [balance, ids721, ids1155, staked] = await Promise.all([balanceRead, ids721Read, ids1155Read, Promise.all(stakedReads)]);

    // Second batch: the LAND records of everything held or staked, and the 1155 balances.
    // Plain loops: ethers' Result arrays do not take flatMap (their species builds another Result).
    const stakedLand: { record: Promise<LandRecord>; amount: number }[] = [];
    for (const s of staked) {
      if (!s) continue;
      const [tokens, ids, amounts] = s;
      for (const [i, t] of tokens.entries()) {
        const land = sameAddress(t, c.land721) ? l721 : sameAddress(t, c.land1155) ? l1155 : undefined;
        if (land) stakedLand.push({ record: settled(landOf(land, ids[i]!)), amount: Number(amounts[i]) });
      }
    }
    const held721 = [...ids721].map((id) => settled(landOf(l721, id)));
    const held1155 = [...ids1155].map((id) => settled(landOf(l1155, id)));
    const bals = ids1155.length
      ? ((await l1155.getFunction('balanceOfBatch')(
          ids1155.map(() => address),
          ids1155,
          o,
        )) as bigint[])
      : [];
    for (const record of await Promise.all(held721)) add(sizeOf(record), 'held', 1);
    for (const [i, record] of held1155.entries()) if (bals[i]! > 0n) add(sizeOf(await record), 'held', Number(bals[i]));
    for (const s of stakedLand) add(sizeOf(await s.record), 'staked', s.amount);
    const tokenVp = Number(balance / WEI_PER_TOKEN) * TOKEN_VP_PER_TOKEN;
    const land = [...counts].map(([size, n]) => ({ size, held: n.held, staked: n.staked, vp: (n.held + n.staked) * landVpWeight(size) }));
    return {
      address,
      chainId: chain.chainId,
      block: at,
      total: tokenVp + land.reduce((a, l) => a + l.vp, 0),
      token: { balance: balance.toString(), vp: tokenVp },
      land,
    };
  });
}

export function emptyPower(address: string, chainId: number, block: number): VotePower {
  return {
    address,
    chainId,
    block,
    total: 0,
    token: { balance: '0', vp: 0 },
    land: LAND_SIZES.map((size) => ({ size, held: 0, staked: 0, vp: 0 })),
  };
}
