// Chain side of the market's buy, list and unlist flows (ethers v6; loaded only with a dynamic import()). Reads go to the
// chain's own RPC, transactions through the wallet the app connected (the shared sender, src/services/chain/send.ts, which the tracker then watches).
import { Contract, ZeroAddress } from 'ethers';
import { REVERT_PREFIX } from '@machines/market/rules';
import type {
  AllowanceInput,
  CancelSellRequest,
  CheckFundsInput,
  FundsOutput,
  NftApprovalRequest,
  SellRequest,
  TokenApproveRequest,
  TradeRequest,
} from '@machines/market/types';
import type { SentTx } from '@machines/tx/types';
import { pinnedOf } from '../../../config/contractConfig';
import { feePerGas, type TxFields } from '../../../services/chain/estimate';
import type { ChainDeps } from '../../../services/chain/deps';
import { chain } from '../../../services/chain/readChain';
import { send } from '../../../services/chain/send';

/** The gas a purchase may take at most (the estimate needs the approval first, so the balance check uses a budget). */
export const TRADE_GAS_BUDGET = 300_000n;
export const APPROVE_GAS_BUDGET = 80_000n;

/** Approval and ownership reads and the approval itself: the same calls on ERC-721 and ERC-1155. */
const COLLECTION_ABI = [
  'function isApprovedForAll(address owner, address operator) view returns (bool)',
  'function setApprovalForAll(address operator, bool approved)',
];

const hex = (n: bigint | string) => `0x${BigInt(n).toString(16)}`;

/** The market of a chain as the spender (pinned, like every address from chain()). */
async function market(deps: ChainDeps, chainId: number) {
  const found = await chain(deps, chainId);
  return { ...found, spender: found.addresses.market };
}

const MARKET_ERRORS = new Set([
  'NotForSale',
  'UnknownItem',
  'AmountTooHigh',
  'OwnListing',
  'WrongPayment',
  'UnsupportedCurrency',
  'UnsupportedNft',
  'NotSeller',
  'ZeroPrice',
  'ZeroAmount',
]);

/** Sends; a LandMarket revert met while estimating (sold meanwhile, ...) is named for the flows (machines/market/rules.ts). */
async function sendMarketTx(deps: ChainDeps, chainId: number, tx: TxFields): Promise<SentTx[]> {
  try {
    return [await send(deps, chainId, tx)];
  } catch (error) {
    const name = error instanceof Error ? error.message : '';
    if (MARKET_ERRORS.has(name)) throw Object.assign(new Error(`${REVERT_PREFIX}${name}`), { cause: error });
    throw error;
  }
}

/** Native and token balances and the most the purchase's transactions can cost in gas. */
export async function checkFunds(deps: ChainDeps, input: CheckFundsInput): Promise<FundsOutput> {
  const { provider, world } = await chain(deps, input.chainId);
  const [native, token, fee] = await Promise.all([
    provider.getBalance(input.owner),
    world.token.balanceOf(input.owner),
    feePerGas(deps, input.chainId, provider),
  ]);
  const gas = TRADE_GAS_BUDGET + (input.withApproval ? APPROVE_GAS_BUDGET : 0n);
  return { native: native.toString(), token: token.toString(), gasCost: (gas * fee.maxFeePerGas).toString() };
}

export async function readAllowance(deps: ChainDeps, input: AllowanceInput): Promise<string> {
  const { world, spender } = await market(deps, input.chainId);
  return (await world.token.allowance(input.owner, spender)).toString();
}

/** approve(market, exactly the amount): never the unlimited value (docs/decisions.md). */
export async function approveToken(deps: ChainDeps, req: TokenApproveRequest): Promise<SentTx[]> {
  const { world, spender, addresses } = await market(deps, req.chainId);
  const data = world.token.interface.encodeFunctionData('approve', [spender, BigInt(req.amountWei)]);
  return sendMarketTx(deps, req.chainId, { from: req.from, to: addresses.token, data });
}

/** Transaction_Item_WithToken for a token price; Transaction_Item with the total as value for a native price. */
export async function trade(deps: ChainDeps, req: TradeRequest): Promise<SentTx[]> {
  // Value goes only to the market this build knows, like an approval.
  const { world, spender: to } = await market(deps, req.chainId);
  if (req.currency === 'token') {
    const data = world.market.interface.encodeFunctionData('Transaction_Item_WithToken', [req.index, req.amount]);
    return sendMarketTx(deps, req.chainId, { from: req.from, to, data });
  }
  const data = world.market.interface.encodeFunctionData('Transaction_Item', [req.index, req.amount]);
  return sendMarketTx(deps, req.chainId, { from: req.from, to, data, value: hex(req.totalWei) });
}

/** The collections the market trades: a listing's collection is used only when it is one of the pinned ones. */
const COLLECTIONS = ['land721', 'land1155', 'items721', 'items1155'] as const;

export async function checkNftApproval(deps: ChainDeps, req: NftApprovalRequest): Promise<boolean> {
  const { provider, spender, addresses } = await market(deps, req.chainId);
  const collection = new Contract(pinnedOf(addresses, req.chainId, COLLECTIONS, req.nft), COLLECTION_ABI, provider);
  return Boolean(await collection.getFunction('isApprovedForAll')(req.owner, spender));
}

/** setApprovalForAll(market, true) on the collection; only the build's market is ever approved. */
export async function approveNft(deps: ChainDeps, req: NftApprovalRequest): Promise<SentTx[]> {
  const { provider, spender, addresses } = await market(deps, req.chainId);
  const nft = pinnedOf(addresses, req.chainId, COLLECTIONS, req.nft);
  const collection = new Contract(nft, COLLECTION_ABI, provider);
  const data = collection.interface.encodeFunctionData('setApprovalForAll', [spender, true]);
  return sendMarketTx(deps, req.chainId, { from: req.owner, to: nft, data });
}

/** Sell_Item(nft, tokenId, amount, unit price, currency) paying the market's mintFee, read from the contract. */
export async function sell(deps: ChainDeps, req: SellRequest): Promise<SentTx[]> {
  const { world, addresses, spender } = await market(deps, req.chainId);
  const currency = req.currency === 'token' ? addresses.token : ZeroAddress;
  const fee = await world.market.mintFee();
  const nft = pinnedOf(addresses, req.chainId, COLLECTIONS, req.nft);
  const data = world.market.interface.encodeFunctionData('Sell_Item', [nft, BigInt(req.tokenId), req.amount, BigInt(req.priceWei), currency]);
  return sendMarketTx(deps, req.chainId, { from: req.from, to: spender, data, value: hex(fee) });
}

export async function cancelSell(deps: ChainDeps, req: CancelSellRequest): Promise<SentTx[]> {
  const { world, spender } = await market(deps, req.chainId);
  const data = world.market.interface.encodeFunctionData('cancelSell', [req.index]);
  return sendMarketTx(deps, req.chainId, { from: req.from, to: spender, data });
}
