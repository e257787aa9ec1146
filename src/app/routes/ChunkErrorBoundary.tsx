// Catches a page that could not render: a chunk that failed or timed out (a new deployment, offline) gets a reload
// offer; any other error a plain notice with the same reload, never a blank screen.
import { Trans } from '@lingui/react/macro';
import { Component, type ReactNode } from 'react';
import { Button } from '../../components/Button';
import { isChunkLoadError } from './chunkLoad';

interface State {
  error: unknown;
}

/** Props: `reload` is the page reload (tests pass a spy); give the boundary `key={pathname}` so another page starts clean. */
export class ChunkErrorBoundary extends Component<{ children: ReactNode; reload?: () => void }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override render(): ReactNode {
    if (this.state.error === null) return this.props.children;
    const reload = this.props.reload ?? (() => window.location.reload());
    return (
      <section className="page-error" role="alert" data-testid="page-error">
        {isChunkLoadError(this.state.error) ? (
          <p>
            <Trans>This page could not be loaded. The site may have been updated since you opened it: reload to get the latest version.</Trans>
          </p>
        ) : (
          <p>
            <Trans>Something went wrong while showing this page.</Trans>
          </p>
        )}
        <Button variant="primary" onClick={reload}>
          <Trans>Reload</Trans>
        </Button>
      </section>
    );
  }
}
