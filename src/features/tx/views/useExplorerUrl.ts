// The block-explorer page of a tracked transaction, from the configured network set: public networks have one, the local chains none.
import { useCallback } from 'react';
import type { TrackedTx } from '@machines/tx/types';
import { useConfig } from '../../../config/ConfigContext';
import { explorerTxUrl } from './explorer';

export function useExplorerUrl(): (tx: TrackedTx) => string | undefined {
  const { networks } = useConfig();
  return useCallback((tx: TrackedTx) => explorerTxUrl(networks, tx), [networks]);
}
