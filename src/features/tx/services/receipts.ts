// The chain side of the transaction tracker (ethers v6; loaded only with import()): one check of a transaction, new-block events, and what a flow registers.
// A check never waits for a block: it asks for the receipt now, so a transaction mined before watching began is seen at once.
import { sameAddress } from '@common/domain/address';
import { JsonRpcProvider } from 'ethers';
import { TX_DROP_GRACE_MS, TX_POLL_MS } from '@machines/constants';
import type { Message } from '@machines/shared/message';
import type { TrackedTx, TxCheck, TxKind } from '@machines/tx/types';

/** What the checks use of a JSON-RPC provider (ethers' JsonRpcProvider). */
export type ReceiptProvider = Pick<
  JsonRpcProvider,
  'getTransactionReceipt' | 'getTransaction' | 'getTransactionCount' | 'getBlockNumber' | 'getBlock' | 'on' | 'off'
>;

export interface ReceiptDeps {
  /** The read provider of a chain; rejects for a chain the app does not know. */
  provider: (chainId: number) => Promise<ReceiptProvider>;
  /** Wall clock in ms. */
  now: () => number;
}

/** One JsonRpcProvider per chain and URL, from the app's network list. */
export function receiptDeps(source: { rpcUrl: (chainId: number) => Promise<string>; now: () => number }): ReceiptDeps {
  const providers = new Map<string, JsonRpcProvider>();
  return {
    now: source.now,
    provider: async (chainId) => {
      const url = await source.rpcUrl(chainId);
      const key = `${chainId}@${url}`;
      let provider = providers.get(key);
      if (!provider) {
        // staticNetwork: a node that is down fails each call instead of ethers retrying its network detection forever.
        provider = new JsonRpcProvider(url, chainId, { staticNetwork: true, pollingInterval: Math.min(1_000, TX_POLL_MS) });
        providers.set(key, provider);
      }
      return provider;
    },
  };
}

/**
 * One look at a transaction. Mined: by its receipt's status. Known to the node: pending. Unknown with the sender's
 * nonce used by another transaction: replaced (by that one) or, if none is found, dropped. Unknown with the nonce
 * unused: pending until TX_DROP_GRACE_MS after it was sent (a node may not have seen it yet), then dropped.
 * Any RPC error is thrown: the tracker calls that 'cannot check now'.
 */
export async function checkTx(deps: ReceiptDeps, tx: TrackedTx): Promise<TxCheck> {
  const provider = await deps.provider(tx.chainId);
  const receipt = await provider.getTransactionReceipt(tx.hash);
  if (receipt) return { status: receipt.status === 1 ? 'mined' : 'failed' };
  if (await provider.getTransaction(tx.hash)) return { status: 'pending' };
  const used = await provider.getTransactionCount(tx.from, 'latest');
  if (used > tx.nonce) return replacement(provider, tx);
  return deps.now() - tx.submittedAt > TX_DROP_GRACE_MS ? { status: 'dropped' } : { status: 'pending' };
}

/**
 * The block where the sender's nonce went past ours, by bisection on the nonce at each block (a handful of calls
 * however many blocks passed), then the transaction of that block with our sender and nonce.
 */
async function replacement(provider: ReceiptProvider, tx: TrackedTx): Promise<TxCheck> {
  const latest = await provider.getBlockNumber();
  const usedAt = async (block: number) => (await provider.getTransactionCount(tx.from, block)) > tx.nonce;
  let low = Math.min(Math.max(0, tx.startBlock ?? latest - 256), latest);
  let high = latest;
  if (!(await usedAt(low))) {
    // Invariant: the nonce is unused at low and used at high.
    while (high - low > 1) {
      const mid = Math.floor((low + high) / 2);
      if (await usedAt(mid)) high = mid;
      else low = mid;
    }
    low = high;
  }
  const block = await provider.getBlock(low, true);
  const found = block?.prefetchedTransactions.find((t) => sameAddress(t.from, tx.from) && t.nonce === tx.nonce);
  if (!found) return { status: 'dropped' };
  if (found.hash.toLowerCase() === tx.hash.toLowerCase()) {
    // Mined between the receipt check and now.
    const receipt = await provider.getTransactionReceipt(tx.hash);
    return { status: receipt?.status === 1 ? 'mined' : 'failed' };
  }
  return { status: 'replaced', by: found.hash.toLowerCase() };
}

/** Calls onBlock for every new block of the chain until the returned function is called. */
export function watchBlocks(deps: ReceiptDeps, chainId: number, onBlock: (blockNumber: number) => void): () => void {
  let stopped = false;
  let stop = () => undefined as void;
  const listener = (blockNumber: number) => {
    if (!stopped) onBlock(blockNumber);
  };
  // Block events only speed things up (the tracker also re-checks on a timer), so a chain that cannot be reached is left to the checks.
  deps.provider(chainId).then(
    (provider) => {
      if (stopped) return;
      provider.on('block', listener).catch(() => undefined);
      stop = () => void provider.off('block', listener).catch(() => undefined);
    },
    () => undefined,
  );
  return () => {
    stopped = true;
    stop();
  };
}

/** The block number to read just before sending: where a search for a replacement starts. */
export async function startBlockOf(deps: ReceiptDeps, chainId: number): Promise<number> {
  return (await deps.provider(chainId)).getBlockNumber();
}

export interface SentTx {
  chainId: number;
  hash: string;
  from: string;
  kind: TxKind;
  label: Message;
  startBlock?: number;
  submittedAt: number;
}

/**
 * What a flow registers once its wallet has returned the hash: the nonce as the node has it, else (the wallet's node
 * may be ahead of ours) the sender's pending nonce less one. Throws when the chain cannot be reached.
 */
export async function trackedTxOf(deps: ReceiptDeps, sent: SentTx): Promise<TrackedTx> {
  const provider = await deps.provider(sent.chainId);
  const known = await provider.getTransaction(sent.hash);
  const nonce = known ? known.nonce : (await provider.getTransactionCount(sent.from, 'pending')) - 1;
  return { ...sent, hash: sent.hash.toLowerCase(), nonce, status: 'pending' };
}

/** A transaction known only by hash (stored before the tracker kept senders): null when the node does not know it. */
export async function describeTx(deps: ReceiptDeps, entry: { chainId: number; hash: string; kind: TxKind; label: Message }): Promise<TrackedTx | null> {
  const provider = await deps.provider(entry.chainId);
  const known = await provider.getTransaction(entry.hash);
  if (!known) return null;
  return {
    ...entry,
    hash: entry.hash.toLowerCase(),
    from: known.from,
    nonce: known.nonce,
    submittedAt: deps.now(),
    status: 'pending',
    ...(known.blockNumber !== null ? { startBlock: known.blockNumber - 1 } : {}),
  };
}
