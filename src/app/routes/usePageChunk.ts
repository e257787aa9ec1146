// The component of the page being opened once its chunk is in; null while it loads (the gate shows the loading page).
import { useEffect, useState } from 'react';
import type { LazyPage, PageComponent } from './pages';

export interface PageChunk {
  Component: PageComponent | null;
  /** The load failure, for the chunk error boundary's reload offer. */
  error: unknown;
}

export function usePageChunk(page: LazyPage | undefined): PageChunk {
  // Re-renders once the chunk arrives; the component itself is read from the page, which holds it.
  const [, setArrived] = useState<LazyPage | null>(null);
  const [failure, setFailure] = useState<{ page: LazyPage; error: unknown } | null>(null);
  useEffect(() => {
    if (!page || page.loaded()) return;
    let live = true;
    page.preload().then(
      () => live && setArrived(page),
      (error: unknown) => live && setFailure({ page, error }),
    );
    return () => {
      live = false;
    };
  }, [page]);
  return { Component: page?.loaded() ?? null, error: failure && failure.page === page ? failure.error : null };
}
