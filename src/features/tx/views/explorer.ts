// The block-explorer page of a transaction, from the network set: public networks have an explorer, the local chains none.
import type { NetworkInfo } from '../../../config/networks';

export function explorerTxUrl(networks: readonly Pick<NetworkInfo, 'chainId' | 'explorerUrl'>[], tx: { chainId: number; hash: string }): string | undefined {
  const base = networks.find((n) => n.chainId === tx.chainId)?.explorerUrl;
  return base ? `${base.replace(/\/$/, '')}/tx/${tx.hash}` : undefined;
}
