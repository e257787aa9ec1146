// Top-bar indicator of the app-wide transaction tracker: how many are pending, and a panel listing pending and recent ones.
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { selectHasTxs, selectPendingCount, selectPendingTxs, selectRecentTxs } from '@machines/tx/selectors';
import { Button } from '../../../components/Button';
import { TxList } from '../../../components/TxList';
import { useAppActor } from '@kit/appActor';
import { useDismissableDetails } from '@kit/useDismissableDetails';
import { useExplorerUrl } from './useExplorerUrl';
import './txIndicator.css';

export function TxIndicator() {
  const { t } = useLingui();
  const tracker = useAppActor('tx');
  const pending = useSelector(tracker, selectPendingTxs);
  const recent = useSelector(tracker, selectRecentTxs);
  const pendingCount = useSelector(tracker, selectPendingCount);
  const shown = useSelector(tracker, selectHasTxs);
  const explorerUrl = useExplorerUrl();
  const details = useDismissableDetails();
  if (!shown) return null;
  return (
    <details className="tx-indicator" ref={details}>
      <summary aria-label={t`Transactions: ${pendingCount} pending`}>
        {pendingCount > 0 ? <span className="ds-spinner" aria-hidden="true" /> : null}
        <Trans>Transactions</Trans>
        {pendingCount > 0 ? <span className="tx-indicator-count">{pendingCount}</span> : null}
      </summary>
      <div className="tx-indicator-panel" role="region" aria-label={t`Transactions`}>
        {pending.length > 0 && (
          <section aria-label={t`Pending transactions`}>
            <h2>
              <Trans>Pending</Trans>
            </h2>
            <TxList txs={pending} explorerUrl={explorerUrl} />
          </section>
        )}
        {recent.length > 0 && (
          <section aria-label={t`Recent transactions`}>
            <h2>
              <Trans>Recent</Trans>
            </h2>
            <TxList txs={recent} explorerUrl={explorerUrl} onDismiss={(hash) => tracker.send({ type: 'TX.DISMISS', hash })} />
            <Button size="sm" onClick={() => tracker.send({ type: 'TX.CLEAR_RECENT' })}>
              <Trans>Clear recent</Trans>
            </Button>
          </section>
        )}
      </div>
    </details>
  );
}
