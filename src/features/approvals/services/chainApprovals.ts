// Chain side of the approvals page (ethers v6; loaded only with a dynamic import()): reads every allowance and
// approval-for-all the owner gave the platform's contracts on each network, and sends a revoke through the wallet the
// app connected (the shared sender: gas, fee per gas, what the tracker watches).
import { Interface } from 'ethers';
import {
  approvalKey,
  NFT_COLLECTIONS,
  NFT_OPERATORS,
  TOKEN_SPENDERS,
  type ApprovalRow,
  type LoadApprovalsInput,
  type LoadApprovalsOutput,
  type RevokeRequest,
} from '@machines/approvals/types';
import type { SentTx } from '@machines/tx/types';
import { pinnedOf } from '../../../config/contractConfig';
import type { ChainDeps } from '../../../services/chain/deps';
import { chain } from '../../../services/chain/readChain';
import { send } from '../../../services/chain/send';

/** The owner's grants on one network: one read per token spender and per collection and operator. */
async function grantsOn(deps: ChainDeps, chainId: number, owner: string): Promise<ApprovalRow[]> {
  const { addresses, world } = await chain(deps, chainId);
  const tokenRows = TOKEN_SPENDERS.map(async (spender): Promise<ApprovalRow[]> => {
    const amount = await world.token.allowance(owner, addresses[spender]);
    if (amount === 0n) return [];
    const row: ApprovalRow = {
      kind: 'token',
      key: approvalKey(chainId, 'token', spender),
      chainId,
      asset: 'token',
      assetAddress: addresses.token,
      spender,
      spenderAddress: addresses[spender],
      amount: amount.toString(),
    };
    return [row];
  });
  const nftRows = NFT_COLLECTIONS.flatMap((asset) =>
    NFT_OPERATORS.map(async (spender): Promise<ApprovalRow[]> => {
      if (!(await world[asset].isApprovedForAll(owner, addresses[spender]))) return [];
      const row: ApprovalRow = {
        kind: 'nft',
        key: approvalKey(chainId, asset, spender),
        chainId,
        asset,
        assetAddress: addresses[asset],
        spender,
        spenderAddress: addresses[spender],
      };
      return [row];
    }),
  );
  return (await Promise.all([...tokenRows, ...nftRows])).flat();
}

/**
 * Every network at once. A network whose contracts or RPC cannot be read is reported as unavailable (its grants are
 * unknown, not absent); when none can be read the load fails, so the page offers Retry.
 */
export async function loadApprovals(deps: ChainDeps, input: LoadApprovalsInput): Promise<LoadApprovalsOutput> {
  const settled = await Promise.allSettled(input.chainIds.map((chainId) => grantsOn(deps, chainId, input.owner)));
  const failed = settled.flatMap((s) => (s.status === 'rejected' ? [s.reason as unknown] : []));
  if (input.chainIds.length > 0 && failed.length === input.chainIds.length) throw failed[0];
  return {
    rows: settled.flatMap((s) => (s.status === 'fulfilled' ? s.value : [])),
    unavailable: input.chainIds.filter((_, i) => settled[i]!.status === 'rejected'),
  };
}

const REVOKE_ABI = new Interface(['function approve(address spender, uint256 amount)', 'function setApprovalForAll(address operator, bool approved)']);

/** approve(spender, 0) on the token (spec 7: 0 revokes), or setApprovalForAll(operator, false) on the collection. */
export function revokeData(request: Pick<RevokeRequest, 'kind' | 'spenderAddress'>): string {
  return request.kind === 'token'
    ? REVOKE_ABI.encodeFunctionData('approve', [request.spenderAddress, 0n])
    : REVOKE_ABI.encodeFunctionData('setApprovalForAll', [request.spenderAddress, false]);
}

/**
 * Sends the revoke to the pinned asset, naming the pinned spender: a row's addresses are used only when they are the
 * address book's, like every address the page shows (grantsOn reads with the book).
 */
export async function revoke(deps: ChainDeps, request: RevokeRequest): Promise<SentTx[]> {
  const { addresses } = await chain(deps, request.chainId);
  const nft = request.kind === 'nft';
  const to = pinnedOf(addresses, request.chainId, nft ? NFT_COLLECTIONS : ['token'], request.assetAddress);
  const spenderAddress = pinnedOf(addresses, request.chainId, nft ? NFT_OPERATORS : TOKEN_SPENDERS, request.spenderAddress);
  return [await send(deps, request.chainId, { from: request.from, to, data: revokeData({ kind: request.kind, spenderAddress }) })];
}
