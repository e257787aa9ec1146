// Staking's transactions in the staking views: the app-wide tracker's list narrowed to staking kinds, with each one's result.
import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { STAKING_TX_KINDS } from '@common/domain/tx';
import { selectTxsOfKinds } from '@machines/tx/selectors';
import { useAppActor } from '@kit/appActor';
import { TxList } from '../../../components/TxList';
import { useExplorerUrl } from '../../tx/views/useExplorerUrl';

const selectStakingTxs = selectTxsOfKinds(STAKING_TX_KINDS);

export function PendingTxs() {
  const { t } = useLingui();
  const tracker = useAppActor('tx');
  const txs = useSelector(tracker, selectStakingTxs);
  const explorerUrl = useExplorerUrl();
  if (txs.length === 0) return null;
  return (
    <section className="pending-txs" aria-label={t`Staking transactions`}>
      <TxList txs={txs} explorerUrl={explorerUrl} onDismiss={(hash) => tracker.send({ type: 'TX.DISMISS', hash })} />
    </section>
  );
}
