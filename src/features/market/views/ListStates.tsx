// What a market list shows besides its rows: skeleton cards while loading, and a failure with its Retry button.
import { Trans } from '@lingui/react/macro';
import type { Message } from '@machines/shared/message';
import { Button } from '../../../components/Button';
import { MessageText } from '../../../components/MessageText';
import { Skeleton } from '../../../components/Skeleton';

export function SkeletonCards({ count }: { count: number }) {
  return (
    <ul className="market-grid" aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="market-card market-card-skeleton">
          <Skeleton shape="rect" width="100%" height="10rem" />
          <Skeleton lines={2} />
        </li>
      ))}
    </ul>
  );
}

/** The failure is an alert, so it is read out when it replaces the list; Retry is enabled when the flow takes it. */
export function ListFailure({ notice, canRetry, onRetry }: { notice: Message | null; canRetry: boolean; onRetry: () => void }) {
  return (
    <div className="market-failure" role="alert">
      <p>{notice ? <MessageText message={notice} /> : null}</p>
      <Button variant="primary" disabled={!canRetry} onClick={onRetry}>
        <Trans>Retry</Trans>
      </Button>
    </div>
  );
}
