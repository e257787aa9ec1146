// Chain side of the staking flows only (ethers v6; this module is only ever loaded with a dynamic import()): the
// staking contract's reads and calls. Reading a chain and sending through the wallet are the shared src/services/chain.
import { sameAddress } from '@common/domain/address';
import type { JsonRpcProvider } from 'ethers';
import type { PoolId } from '@common/domain/campaign';
import { pickCampaign, stakeableCampaign } from '@machines/staking/campaign';
import type { LandCard } from '@common/domain/landCard';
import type {
  ApprovalRequest,
  AreaData,
  AreaKey,
  CampaignInfo,
  ClaimRequest,
  DepositEstimate,
  DepositRequest,
  RestakeRequest,
  StakedCampaign,
  StakedData,
  Standard,
  WithdrawRequest,
} from '@machines/staking/types';
import type { SentTx } from '@machines/tx/types';
import { pinnedOf } from '../../../config/contractConfig';
import type { WorldContracts } from '../../../services/chain/contracts';
import { estimateGas, feePerGas } from '../../../services/chain/estimate';
import { maxGasCost } from '../../../services/chain/gas';
import { chain, type ChainWorld } from '../../../services/chain/readChain';
import { send } from '../../../services/chain/send';
import { AREA_FAMILY, AREA_MAP_ID } from '@machines/staking/areas';
import { buildCard, sortCards, type CardDetails, type ChainLand } from './cards';
import type { StakingDeps } from './deps';

const toLand = (l: { mapId: bigint; x1: bigint; y1: bigint; x2: bigint; y2: bigint; premium: boolean }): ChainLand => ({
  mapId: Number(l.mapId),
  x1: Number(l.x1),
  y1: Number(l.y1),
  x2: Number(l.x2),
  y2: Number(l.y2),
  premium: l.premium,
});

/** Launched campaigns as the staking contract keeps them, and the chain's clock. */
export async function chainCampaigns(
  world: WorldContracts,
  provider: JsonRpcProvider,
  chainId: number,
): Promise<{ campaigns: CampaignInfo[]; nowSec: number }> {
  const [count, block] = await Promise.all([world.staking.campaignCount(), provider.getBlock('latest')]);
  const ids = Array.from({ length: Number(count) }, (_, i) => i + 1);
  const rows = await Promise.all(ids.map((id) => world.staking.campaigns(id)));
  const campaigns = rows.flatMap((row, i) => {
    const poolId = Number(row.poolId);
    if (!row.launched || (poolId !== 1 && poolId !== 2 && poolId !== 3)) return [];
    return [{ campaignId: ids[i]!, chainId, poolId: poolId as PoolId, start: Number(row.start), end: Number(row.end) }];
  });
  return { campaigns, nowSec: block?.timestamp ?? Math.floor(Date.now() / 1000) };
}

/** Names and images of the owner's LAND of an area (wallet-held and staked) from the API; empty when it fails. */
async function cardDetails(deps: Pick<StakingDeps, 'api'>, area: AreaKey, owner: string): Promise<Map<string, CardDetails & { isErc1155: boolean }>> {
  const out = new Map<string, CardDetails & { isErc1155: boolean }>();
  try {
    const api = await deps.api();
    const network = AREA_FAMILY[area];
    const answers = await Promise.all(
      (['0', '1'] as const).map((stake) => api.landWithOwner({ land_code: area, network, owner_addr: owner, stake, campaignId: 0 })),
    );
    for (const row of answers.flatMap((a) => a.data.rows)) {
      out.set(`${row.isErc1155 ? 1155 : 721}:${row.tokenId}`, {
        name: row.name,
        imageUrl: api.assetUrl(row.imageUrl),
        nftId: row.nftId,
        isErc1155: row.isErc1155,
      });
    }
  } catch {
    // Card details are decoration: the chain still lists the LAND.
  }
  return out;
}

/** The owner's LAND of an area (ownership and quantities from the chain) and the pool's campaign deposits go to. */
export async function loadArea(deps: StakingDeps, input: { area: AreaKey; chainId: number; poolId: PoolId; owner: string | null }): Promise<AreaData> {
  const { world, provider } = await chain(deps, input.chainId);
  const { campaigns, nowSec } = await chainCampaigns(world, provider, input.chainId);
  const campaign = stakeableCampaign(campaigns, input.poolId, nowSec) ?? pickCampaign(campaigns, input.poolId, nowSec);
  if (!input.owner) return { lands: [], campaign, nowSec };
  const owner = input.owner;
  const mapId = AREA_MAP_ID[input.area];
  const details = await cardDetails(deps, input.area, owner);

  const ids721 = await world.land721.tokensOfOwner(owner);
  const lands721 = await Promise.all(ids721.map(async (id) => ({ id: id.toString(), land: toLand(await world.land721.landOf(id)) })));
  const cards: LandCard[] = lands721.filter((l) => l.land.mapId === mapId).map((l) => buildCard(l.id, false, 1, l.land, details.get(`721:${l.id}`)));

  const candidates = [...details.entries()].filter(([, d]) => d.isErc1155).map(([key]) => key.slice(5));
  if (candidates.length > 0) {
    const balances = await world.land1155.balanceOfBatch(
      candidates.map(() => owner),
      candidates,
    );
    const held = candidates.flatMap((id, i) => ((balances[i] ?? 0n) > 0n ? [{ id, quantity: Number(balances[i]) }] : []));
    const lands = await Promise.all(held.map(async (h) => ({ ...h, land: toLand(await world.land1155.landOf(h.id)) })));
    for (const l of lands) if (l.land.mapId === mapId) cards.push(buildCard(l.id, true, l.quantity, l.land, details.get(`1155:${l.id}`)));
  }
  return { lands: sortCards(cards), campaign, nowSec };
}

const landContract = (world: WorldContracts, standard: Standard) => (standard === 721 ? world.land721 : world.land1155);

/** The staking contract as spender (pinned, like every address from chain()). */
async function stakingSpender(deps: StakingDeps, chainId: number) {
  const found = await chain(deps, chainId);
  return { ...found, spender: found.addresses.staking };
}

export async function checkApproval(deps: StakingDeps, input: ApprovalRequest): Promise<boolean> {
  const { world, spender } = await stakingSpender(deps, input.chainId);
  return landContract(world, input.standard).isApprovedForAll(input.owner, spender);
}

/** setApprovalForAll(staking, true) on the LAND contract of the standard only; the spender is the build's (see above). */
export async function approve(deps: StakingDeps, input: ApprovalRequest): Promise<SentTx[]> {
  const { world, spender } = await stakingSpender(deps, input.chainId);
  const land = landContract(world, input.standard);
  const data = land.interface.encodeFunctionData('setApprovalForAll', [spender, true]);
  return [await send(deps, input.chainId, { from: input.owner, to: await land.getAddress(), data })];
}

async function depositTx(deps: StakingDeps, req: DepositRequest) {
  const { world, addresses } = await chain(deps, req.chainId);
  const data =
    req.standard === 721
      ? world.staking.interface.encodeFunctionData('depositERC721', [req.campaignId, addresses.land721, req.tokenIds])
      : world.staking.interface.encodeFunctionData('depositERC1155', [req.campaignId, addresses.land1155, req.tokenIds, req.amounts]);
  return { from: req.from, to: addresses.staking, data };
}

/** Gas cost at the maximum fee per gas against the native balance. */
export async function estimateDeposit(deps: StakingDeps, req: DepositRequest): Promise<DepositEstimate> {
  const { provider } = await chain(deps, req.chainId);
  const tx = await depositTx(deps, req);
  const [gas, fee, balance] = await Promise.all([estimateGas(provider, tx), feePerGas(deps, req.chainId, provider), provider.getBalance(req.from)]);
  return { gasCost: maxGasCost(gas, fee).toString(), balance: balance.toString() };
}

export async function sendDeposit(deps: StakingDeps, req: DepositRequest): Promise<SentTx[]> {
  return [await send(deps, req.chainId, await depositTx(deps, req))];
}

/** The owner's staked LAND of an area per campaign of the pool, the withdrawal switch and the chain's clock. */
export async function loadStaked(deps: StakingDeps, input: { chainId: number; poolId: PoolId; area: AreaKey; owner: string | null }): Promise<StakedData> {
  const { world, provider, addresses } = await chain(deps, input.chainId);
  const [{ campaigns, nowSec }, withdrawEnabled] = await Promise.all([chainCampaigns(world, provider, input.chainId), world.staking.withdrawEnabled()]);
  if (!input.owner) return { campaigns: [], withdrawEnabled, nowSec };
  const owner = input.owner;
  const mapId = AREA_MAP_ID[input.area];
  const details = await cardDetails(deps, input.area, owner);
  const pool = campaigns.filter((c) => c.poolId === input.poolId);
  const out: StakedCampaign[] = await Promise.all(
    pool.map(async (campaign) => {
      const [tokens, ids, amounts] = await world.staking.getStakedTokens(campaign.campaignId, owner);
      const lands = await Promise.all(
        ids.map(async (id, i) => {
          const isErc1155 = sameAddress(tokens[i], addresses.land1155);
          const land = toLand(isErc1155 ? await world.land1155.landOf(id) : await world.land721.landOf(id));
          const key = `${isErc1155 ? 1155 : 721}:${id.toString()}`;
          return land.mapId === mapId ? [buildCard(id.toString(), isErc1155, Number(amounts[i] ?? 1n), land, details.get(key))] : [];
        }),
      );
      return { campaign, lands: sortCards(lands.flat()) };
    }),
  );
  return { campaigns: out, withdrawEnabled, nowSec };
}

type StakedItem = WithdrawRequest['items'][number];
type StakingInterface = ChainWorld['staking']['interface'];

/**
 * One staking-contract call per LAND contract (ERC-721 first), each with its token ids and amounts (ERC-721 amounts are
 * 1); `encode` builds the call from the token and the lists. What was sent, in order.
 */
async function perLandContract(
  deps: StakingDeps,
  req: { chainId: number; from: string; items: readonly StakedItem[] },
  encode: (staking: StakingInterface, token: string, tokenIds: string[], amounts: number[]) => string,
): Promise<SentTx[]> {
  const { world, addresses } = await chain(deps, req.chainId);
  const sent: SentTx[] = [];
  for (const isErc1155 of [false, true]) {
    const items = req.items.filter((item) => item.isErc1155 === isErc1155);
    if (items.length === 0) continue;
    const token = isErc1155 ? addresses.land1155 : addresses.land721;
    const data = encode(
      world.staking.interface,
      token,
      items.map((i) => i.tokenId),
      items.map((i) => (isErc1155 ? i.amount : 1)),
    );
    sent.push(await send(deps, req.chainId, { from: req.from, to: addresses.staking, data }));
  }
  return sent;
}

/** Unlock: one withdraw per LAND contract, in the order sent. */
export function withdraw(deps: StakingDeps, req: WithdrawRequest): Promise<SentTx[]> {
  return perLandContract(deps, req, (staking, token, ids, amounts) => staking.encodeFunctionData('withdraw', [req.campaignId, token, ids, amounts]));
}

/**
 * Keep for next campaign: one restake per LAND contract from the ended campaign into the pool's next open one. The LAND
 * stays in the staking contract, so there is no approval step; in the order sent.
 */
export function restake(deps: StakingDeps, req: RestakeRequest): Promise<SentTx[]> {
  return perLandContract(deps, req, (staking, token, ids, amounts) =>
    staking.encodeFunctionData('restake', [req.fromCampaignId, req.toCampaignId, token, ids, amounts]),
  );
}

/** Submits the signed claim through the executor's execTransaction from the user's wallet. */
export async function execClaim(deps: StakingDeps, input: ClaimRequest): Promise<SentTx[]> {
  const { world, addresses } = await chain(deps, input.chainId);
  const data = world.executor.interface.encodeFunctionData('execTransaction', [input.data, input.signature]);
  // The claim payload names its executor: sent only to the pinned one.
  const to = pinnedOf(addresses, input.chainId, ['executor'], input.executor);
  return [await send(deps, input.chainId, { from: input.from, to, data })];
}
