// TxList: transactions as the app-wide tracker keeps them (pending first, then recent), each with its state, label, hash and explorer link.
import { useLingui } from '@lingui/react/macro';
import type { TrackedTx } from '@machines/tx/types';
import { Button } from './Button';
import { MessageText } from './MessageText';
import { type TxState, TxStatus } from './TxStatus';
import './components.css';

/** The state a person reads: 'cannot check now' while the last check could not reach the network, else the tracker's status. */
export function txStateOf(tx: Pick<TrackedTx, 'status' | 'unreachable'>): TxState {
  return tx.status === 'pending' && tx.unreachable ? 'unknown' : tx.status;
}

export function TxList(props: {
  txs: readonly TrackedTx[];
  /** The transaction's page on a block explorer, on public networks only (none on the local chains). */
  explorerUrl: (tx: TrackedTx) => string | undefined;
  /** Removes a settled transaction from the list; pending ones cannot be dismissed. */
  onDismiss?: (hash: string) => void;
}) {
  const { t } = useLingui();
  return (
    <ul className="ds-tx-list">
      {props.txs.map((tx) => (
        <li key={tx.hash} data-status={tx.status}>
          <TxStatus status={txStateOf(tx)} label={<MessageText message={tx.label} />} hash={tx.hash} explorerUrl={props.explorerUrl(tx)} />
          {tx.status !== 'pending' && props.onDismiss && (
            <Button size="sm" onClick={() => props.onDismiss?.(tx.hash)}>
              {t({ id: 'ui.tx.dismiss', message: 'Dismiss' })}
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
