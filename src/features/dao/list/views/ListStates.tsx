// What a proposal list shows besides its rows: skeleton rows while loading, a failure with Retry.
import { Trans } from '@lingui/react/macro';
import { Button } from '../../../../components/Button';
import { Skeleton } from '../../../../components/Skeleton';

export function ProposalSkeleton({ count }: { count: number }) {
  return (
    <ul className="dao-list" aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="dao-row dao-row-skeleton">
          <Skeleton lines={2} />
        </li>
      ))}
    </ul>
  );
}

/** An alert, so it is read out when it replaces the list; Retry is enabled when the flow takes it. */
export function ProposalFailure({ canRetry, onRetry }: { canRetry: boolean; onRetry: () => void }) {
  return (
    <div className="dao-failure" role="alert">
      <p>
        <Trans>The proposals could not be loaded.</Trans>
      </p>
      <Button variant="primary" disabled={!canRetry} onClick={onRetry}>
        <Trans>Retry</Trans>
      </Button>
    </div>
  );
}
