// What a flow's step registers for a transaction its wallet sent (machines/tx SentTx): sender, nonce, where a replacement search starts, when.
import type { JsonRpcProvider } from 'ethers';
import type { SentTx } from '@machines/tx/types';

export type SentTxProvider = Pick<JsonRpcProvider, 'getTransaction' | 'getTransactionCount' | 'getBlockNumber'>;

/** Read just before the wallet is asked: the block a replacement search starts from and the nonce the wallet should use. */
export interface BeforeSend {
  startBlock: number;
  pendingNonce: number;
}

export async function beforeSend(provider: SentTxProvider, from: string): Promise<BeforeSend> {
  const [startBlock, pendingNonce] = await Promise.all([provider.getBlockNumber(), provider.getTransactionCount(from, 'pending')]);
  return { startBlock, pendingNonce };
}

/**
 * The sent transaction as the tracker needs it: the nonce as the chain's node has it, else (the wallet's node may be
 * ahead of ours, or ours is unreachable now) the nonce read before sending. Never throws: the transaction is sent.
 */
export async function sentTxOf(
  provider: SentTxProvider,
  sent: { chainId: number; hash: string; from: string; submittedAt: number },
  before: BeforeSend,
): Promise<SentTx> {
  const known = await provider.getTransaction(sent.hash).catch(() => null);
  return { ...sent, hash: sent.hash.toLowerCase(), nonce: known ? known.nonce : before.pendingNonce, startBlock: before.startBlock };
}
