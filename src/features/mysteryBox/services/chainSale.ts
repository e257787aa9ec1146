// Chain side of the 4th LAND sale (ethers v6; loaded only with a dynamic import()): prices and stock, the balance and
// allowance, the exact approval, buyToken, and what the keeper's reveal sent. Sends go through the shared wallet sender.
import { sameAddress } from '@common/domain/address';
import type { SentTx } from '@machines/tx/types';
import { BOX_REVERT_PREFIX } from '@machines/mysteryBox/rules';
import type { AllowanceInput, BoxApproveRequest, BuyTokenRequest, LoadSaleInput, SaleProduct } from '@machines/mysteryBox/types';
import { feePerGas, type TxFields } from '../../../services/chain/estimate';
import type { ChainDeps } from '../../../services/chain/deps';
import { chain } from '../../../services/chain/readChain';
import { send } from '../../../services/chain/send';

/** The mystery box of a chain as the spender (pinned, like every address from chain()). */
async function box(deps: ChainDeps, chainId: number) {
  const found = await chain(deps, chainId);
  return { ...found, spender: found.addresses.mysteryBox };
}

const BOX_ERRORS = new Set(['OutOfStock', 'PriceAboveMax', 'UnknownProduct', 'ZeroAmount', 'TooManyBoxes']);

/** Sends; a LandMysteryBox revert met while estimating (sold out meanwhile, price raised) is named for the flow (rules.ts). */
async function sendBoxTx(deps: ChainDeps, chainId: number, tx: TxFields): Promise<SentTx[]> {
  try {
    return [await send(deps, chainId, tx)];
  } catch (error) {
    const name = error instanceof Error ? error.message : '';
    if (BOX_ERRORS.has(name)) throw Object.assign(new Error(`${BOX_REVERT_PREFIX}${name}`), { cause: error });
    throw error;
  }
}

/** How far back a reload looks for the buyer's own purchase among the latest commitments. */
const COMMIT_SCAN = 50n;

export interface ChainSale {
  /** Per product: the contract's price (0: no such product) and the boxes not sold or reserved. */
  products: { tokenId: number; priceWei: string; available: number }[];
  balanceWei: string;
  /** Native coin, and the most the approval plus the purchase can cost in gas at today's fee. */
  nativeWei: string;
  gasCostWei: string;
  awaitingReveal: boolean;
}

/** Gas budgets: the estimate of buyToken needs the approval first, so the check before the wallet uses budgets. */
export const BOX_APPROVE_GAS = 80_000n;
export const BOX_BUY_GAS = 400_000n;

export async function readSale(deps: ChainDeps, input: LoadSaleInput): Promise<ChainSale> {
  const { world, provider } = await chain(deps, input.chainId);
  const b = world.mysteryBox;
  const products = await Promise.all(
    input.sale.entries.map(async (e) => {
      const [price, available] = await Promise.all([b.price(input.sale.index, e.tokenId), b.getTotalLandTokensCount(input.sale.index, e.tokenId)]);
      return { tokenId: e.tokenId, priceWei: price.toString(), available: price === 0n ? 0 : Number(available) };
    }),
  );
  if (!input.owner) return { products, balanceWei: '0', nativeWei: '0', gasCostWei: '0', awaitingReveal: false };
  const [balance, native, fee, pending] = await Promise.all([
    world.token.balanceOf(input.owner),
    provider.getBalance(input.owner),
    feePerGas(deps, input.chainId, provider),
    b.pendingCount(input.owner),
  ]);
  const gasCostWei = ((BOX_APPROVE_GAS + BOX_BUY_GAS) * fee.maxFeePerGas).toString();
  return { products, balanceWei: balance.toString(), nativeWei: native.toString(), gasCostWei, awaitingReveal: pending > 0n };
}

/** The contract's count, never more than the API's remain land count for the network. */
export const productsOf = (sale: ChainSale, apiRemain: number): SaleProduct[] =>
  sale.products.map((p) => ({ tokenId: p.tokenId, priceWei: p.priceWei, remaining: Math.max(0, Math.min(p.available, apiRemain)) }));

export async function readAllowance(deps: ChainDeps, input: AllowanceInput): Promise<string> {
  const { world, spender } = await box(deps, input.chainId);
  return (await world.token.allowance(input.owner, spender)).toString();
}

/** approve(mysteryBox, exactly price x quantity): never the unlimited value (docs/decisions.md). */
export async function approveExact(deps: ChainDeps, req: BoxApproveRequest): Promise<SentTx[]> {
  const { world, spender, addresses } = await box(deps, req.chainId);
  const data = world.token.interface.encodeFunctionData('approve', [spender, BigInt(req.amountWei)]);
  return sendBoxTx(deps, req.chainId, { from: req.from, to: addresses.token, data });
}

/** buyToken(index, tokenId, amount, maxUnitPrice): the price the buyer saw is the most it pays per box. */
export async function buyToken(deps: ChainDeps, req: BuyTokenRequest): Promise<SentTx[]> {
  const { world, spender } = await box(deps, req.chainId);
  const data = world.mysteryBox.interface.encodeFunctionData('buyToken', [req.index, req.tokenId, req.amount, BigInt(req.maxUnitPriceWei)]);
  return sendBoxTx(deps, req.chainId, { from: req.from, to: spender, data });
}

/** commitId: the purchase's commitment, by which the API serves its VRF reward items. */
export type Revealed = { status: 'waiting' } | { status: 'failed' } | { status: 'received'; tokenIds: string[]; commitId: string };

/**
 * What a purchase received: by its hash (its Committed log names the commitment, its Purchased event the parcels), or
 * with no hash the buyer's latest commitment (lastReceiveToken once revealed).
 */
export async function readRevealed(deps: ChainDeps, input: { chainId: number; owner: string; hash: string | null }): Promise<Revealed> {
  const { world, provider } = await chain(deps, input.chainId);
  const b = world.mysteryBox;
  let commitId: bigint | null = null;
  if (input.hash) {
    const receipt = await provider.getTransactionReceipt(input.hash);
    if (!receipt) return { status: 'waiting' };
    if (receipt.status !== 1) return { status: 'failed' };
    for (const log of receipt.logs) {
      const parsed = b.interface.parseLog(log);
      if (parsed?.name === 'Committed') commitId = parsed.args[0] as bigint;
    }
    if (commitId === null) return { status: 'failed' };
  } else {
    const count = await b.commitCount();
    for (let id = count; id > 0n && id > count - COMMIT_SCAN && commitId === null; id--) {
      if (sameAddress((await b.commitment(id)).buyer, input.owner)) commitId = id;
    }
    if (commitId === null) return { status: 'failed' };
  }
  const c = await b.commitment(commitId);
  // Refunded after its randomness never came (docs/mystery-box.md): paid back, nothing to show.
  if (c.refunded) return { status: 'failed' };
  if (!c.revealed) return { status: 'waiting' };
  const events = await b.queryFilter(b.filters.Purchased(commitId));
  const ids = events.at(-1)?.args.landTokenIds ?? (await b.lastReceiveToken(input.owner));
  return { status: 'received', tokenIds: ids.map((id) => id.toString()), commitId: commitId.toString() };
}
