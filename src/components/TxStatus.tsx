// TxStatus: one transaction's state (pending, mined, failed, dropped, replaced, cannot check now) as icon and text, with an explorer link.
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { safeHttpUrl } from '@common/security/safeUrl';
import './components.css';

/** The states the app-wide transaction tracker tells apart; 'unknown' is "cannot check now" (RPC down), not a failure. */
export type TxState = 'pending' | 'mined' | 'failed' | 'dropped' | 'replaced' | 'unknown';

// Icons are text glyphs (no icon font to load) and always paired with words: colour alone never carries the state.
const ICON: Record<TxState, string> = { pending: '', mined: '✓', failed: '✕', dropped: '⊘', replaced: '⇄', unknown: '?' };

export function TxStatus(props: {
  status: TxState;
  /** What the transaction does, for people (e.g. 'Deposit 3 LAND'). */
  label?: ReactNode;
  hash?: string;
  /** Block explorer page of the transaction; shown on public networks only (the caller knows). Only http(s) is linked. */
  explorerUrl?: string;
  className?: string;
}) {
  const { t } = useLingui();
  const text: Record<TxState, string> = {
    pending: t({ id: 'ui.tx.pending', message: 'Pending' }),
    mined: t({ id: 'ui.tx.mined', message: 'Confirmed' }),
    failed: t({ id: 'ui.tx.failed', message: 'Failed' }),
    dropped: t({ id: 'ui.tx.dropped', message: 'Dropped' }),
    replaced: t({ id: 'ui.tx.replaced', message: 'Replaced' }),
    unknown: t({ id: 'ui.tx.unknown', message: 'Cannot check now' }),
  };
  const explorer = safeHttpUrl(props.explorerUrl);
  return (
    <span role="status" className={['ds-tx', props.className].filter(Boolean).join(' ')} data-status={props.status}>
      {props.status === 'pending' ? (
        <span className="ds-spinner ds-tx-icon" aria-hidden="true" />
      ) : (
        <span className="ds-tx-icon" aria-hidden="true">
          {ICON[props.status]}
        </span>
      )}
      {props.label !== undefined && <span className="ds-tx-label">{props.label}</span>}
      <span className="ds-tx-state">{text[props.status]}</span>
      {props.hash !== undefined && (
        <code className="ds-tx-hash" title={props.hash}>
          {`${props.hash.slice(0, 10)}…`}
        </code>
      )}
      {explorer !== '' && (
        <a className="ds-tx-link" href={explorer} target="_blank" rel="noopener noreferrer">
          {t({ id: 'ui.tx.explorer', message: 'View on explorer' })}
          <span className="sr-only"> {t({ id: 'ui.common.newTab', message: '(opens in a new tab)' })}</span>
        </a>
      )}
    </span>
  );
}
