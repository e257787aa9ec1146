// Staking's transactions in the staking views: the app-wide tracker's list narrowed to staking kinds, with each one's result.
import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { STAKING_TX_KINDS } from '../../../../common/domain/tx';
import type { TrackedTx } from '../../../../machines/tx/types';
import { useAppActor } from '../../../app/AppProvider';
import { TxList } from '../../../components/TxList';
import { useExplorerUrl } from '../../tx/views/useExplorerUrl';

const isStaking = (tx: TrackedTx) => (STAKING_TX_KINDS as readonly string[]).includes(tx.kind);

export function PendingTxs() {
  const { t } = useLingui();
  const tracker = useAppActor('tx');
  const all = useSelector(tracker, (s) => s.context.txs);
  const txs = useMemo(() => all.filter(isStaking), [all]);
  const explorerUrl = useExplorerUrl();
  if (txs.length === 0) return null;
  return (
    <section className="pending-txs" aria-label={t`Staking transactions`}>
      <TxList txs={txs} explorerUrl={explorerUrl} onDismiss={(hash) => tracker.send({ type: 'TX.DISMISS', hash })} />
    </section>
  );
}
