// The block-explorer page of a tracked transaction, from the configured network set: public networks have one, the local chains none.
import { useCallback } from 'react';
import type { TrackedTx } from '../../../../machines/tx/types';
import { useConfig } from '../../../config/ConfigContext';

export function useExplorerUrl(): (tx: TrackedTx) => string | undefined {
  const { networks } = useConfig();
  return useCallback(
    (tx: TrackedTx) => {
      const base = networks.find((n) => n.chainId === tx.chainId)?.explorerUrl;
      return base ? `${base.replace(/\/$/, '')}/tx/${tx.hash}` : undefined;
    },
    [networks],
  );
}
