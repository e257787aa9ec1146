// @vitest-environment happy-dom
// Lazy page chunks: a failed import (a deploy removed the file, offline) and a chunk slower than 120 s show the reload
// offer instead of a blank screen; a page's own error shows a notice with the same reload; a slow chunk shows loading.
import { act, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TIMING } from '@machines/constants';
import { byRole, cleanup, click, render } from '../../components/testRender';
import { ChunkErrorBoundary } from './ChunkErrorBoundary';
import { isChunkLoadError, PageLoadError, withChunkTimeout } from './chunkLoad';
import { type LazyPage, page } from './pages';
import { usePageChunk } from './usePageChunk';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const flush = () => act(async () => await new Promise((r) => setTimeout(r, 0)));

/** What the route gate does with a lazy page: loading until its chunk is in, its failure thrown to the boundary. */
function Gate({ lazyPage }: { lazyPage: LazyPage }) {
  const { Component, error } = usePageChunk(lazyPage);
  if (error) throw error;
  return Component ? <Component lang="en" params={{}} /> : <p>loading</p>;
}

function mount(lazyPage: LazyPage, reload = vi.fn()) {
  const r = render(
    <ChunkErrorBoundary reload={reload}>
      <Gate lazyPage={lazyPage} />
    </ChunkErrorBoundary>,
  );
  return { ...r, reload };
}

describe('lazy page chunks', () => {
  it('shows loading until the chunk is in, then the page; a page loaded before renders at once', async () => {
    let arrive: (m: { default: () => ReactNode }) => void = () => undefined;
    const slow = page(() => new Promise((resolve) => (arrive = resolve)));
    const { container } = mount(slow);
    expect(container.textContent).toBe('loading');
    await act(async () => arrive({ default: () => <h2>Guide</h2> }));
    expect(container.textContent).toBe('Guide');
    cleanup();
    expect(mount(slow).container.textContent).toBe('Guide');
  });

  it('a chunk that fails to load (stale after a deploy) offers a reload', async () => {
    const stale = new TypeError('Failed to fetch dynamically imported module: http://127.0.0.1/assets/HomePage-old.js');
    const { container, reload } = mount(page(() => Promise.reject(stale)));
    await flush();
    const alert = byRole(container, 'alert');
    expect(alert.textContent).toContain('This page could not be loaded. The site may have been updated');
    click(byRole(alert, 'button', 'Reload'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('a chunk still missing after 120 s offers a reload; not one millisecond before', async () => {
    vi.useFakeTimers();
    const { container } = mount(page(() => new Promise(() => undefined)));
    await act(async () => vi.advanceTimersByTime(TIMING.chunkLoadTimeoutMs - 1));
    expect(container.textContent).toBe('loading');
    await act(async () => vi.advanceTimersByTime(1));
    expect(byRole(container, 'alert').textContent).toContain('This page could not be loaded');
  });

  it('a page that throws while rendering shows a notice with Reload, not a blank screen', async () => {
    const Broken = () => {
      throw new Error('bad data');
    };
    const { container } = mount(page(async () => ({ default: Broken })));
    await flush();
    expect(byRole(container, 'alert').textContent).toContain('Something went wrong while showing this page.');
  });
});

describe('chunk errors', () => {
  it('tells a chunk that did not load from a page error', async () => {
    expect(isChunkLoadError(new PageLoadError('late'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module: /a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('bad data'))).toBe(false);
    await expect(withChunkTimeout(Promise.resolve(1), 10)).resolves.toBe(1);
  });
});
