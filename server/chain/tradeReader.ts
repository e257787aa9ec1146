// Reads a purchase transaction's receipt from the chain and the LandMarket Traded events it carries.
import { sameAddress } from '@common/domain/address';
import { Interface } from 'ethers';
import { MARKET_ABI, onChain, type ChainTarget } from './marketReader';

const iface = new Interface(MARKET_ABI);
const TRADED = iface.getEvent('Traded')!.topicHash;

export interface Trade {
  itemId: bigint;
  buyer: string;
  amount: bigint;
  total: bigint;
}

/** unknown: no receipt (never sent, or not mined yet); failed: reverted; mined: with the market's Traded events. */
export type TradeReceipt = { status: 'unknown' } | { status: 'failed' } | { status: 'mined'; trades: Trade[] };

export async function tradeReceipt(t: ChainTarget, hash: string): Promise<TradeReceipt> {
  const receipt = await onChain(t, (p) => p.getTransactionReceipt(hash));
  if (!receipt) return { status: 'unknown' };
  if (receipt.status !== 1) return { status: 'failed' };
  const trades: Trade[] = [];
  // Only logs emitted by the deployed market count: any contract can emit an event with the same signature.
  for (const log of receipt.logs) {
    if (!sameAddress(log.address, t.market) || log.topics[0] !== TRADED) continue;
    const ev = iface.parseLog(log);
    if (!ev) continue;
    trades.push({
      itemId: ev.args.itemId as bigint,
      buyer: String(ev.args.buyer).toLowerCase(),
      amount: ev.args.amount as bigint,
      total: ev.args.total as bigint,
    });
  }
  return { status: 'mined', trades };
}
