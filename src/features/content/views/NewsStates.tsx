// What a news list or post shows besides its content: skeleton rows while loading, a failure with Retry.
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from '../../../components/Button';
import { Skeleton } from '../../../components/Skeleton';

export function NewsSkeleton({ count }: { count: number }) {
  return (
    <ul className="news-list" aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="news-entry news-entry-skeleton">
          <Skeleton lines={3} />
        </li>
      ))}
    </ul>
  );
}

/** An alert, so it is read out when it replaces the list; Retry is enabled when the flow takes it. */
export function NewsFailure({ children, canRetry, onRetry }: { children: ReactNode; canRetry: boolean; onRetry: () => void }) {
  return (
    <div className="news-failure" role="alert">
      <p>{children}</p>
      <Button variant="primary" disabled={!canRetry} onClick={onRetry}>
        <Trans>Retry</Trans>
      </Button>
    </div>
  );
}
