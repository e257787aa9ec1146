// Turns the browser location into a page, a redirect or not-found, through the one route table.
import { useSelector } from '@xstate/react';
import { Suspense, useEffect, useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { Layout } from '../layout/Layout';
import { selectKeepsPage } from '@machines/app/sessionMachine';
import { activateLang } from '../../i18n/i18n';
import { useAppActor, useAppRef } from '@kit/appActor';
import { StartupGate } from '../startup/StartupGate';
import { ChunkErrorBoundary } from './ChunkErrorBoundary';
import { NotFoundPage } from './NotFoundPage';
import { PAGE_COMPONENTS } from './pages';
import { PageLoading } from './PageLoading';
import { usePageChunk } from './usePageChunk';
import { TitledPage } from './TitledPage';
import { type Lang, resolveRoute } from '@kit/resolveRoute';

/** Loads the page's language before rendering, so no untranslated text flashes. */
function useActiveLang(lang: Lang | null): boolean {
  const [ready, setReady] = useState<Lang | null>(null);
  useEffect(() => {
    if (!lang) return;
    let live = true;
    void activateLang(lang).then(() => live && setReady(lang));
    return () => {
      live = false;
    };
  }, [lang]);
  return ready !== null;
}

export function RouteGate() {
  const { pathname, search, hash } = useLocation();
  const app = useAppRef();
  const session = useAppActor('session');
  const hasLoginMethod = useSelector(session, selectKeepsPage);
  const route = resolveRoute(pathname, { hasLoginMethod });
  const ready = useActiveLang(route.kind === 'redirect' ? null : route.lang);

  // A new page closes the mobile menu.
  useEffect(() => app.send({ type: 'MENU.CLOSE' }), [app, pathname]);

  if (route.kind === 'redirect') return <Navigate to={`${route.to}${search}${hash}`} replace />;
  if (!ready) return null;
  if (route.kind === 'notFound') {
    return (
      <Layout lang={route.lang} theme={route.theme}>
        <NotFoundPage lang={route.lang} />
      </Layout>
    );
  }
  return <PageRoute route={route} pathname={pathname} />;
}

/** Throws a chunk's load failure into the boundary, which offers a reload. */
function Failed({ error }: { error: unknown }): null {
  throw error;
}

function PageRoute({ route, pathname }: { route: Extract<ReturnType<typeof resolveRoute>, { kind: 'page' }>; pathname: string }) {
  const lazyPage = PAGE_COMPONENTS[route.page];
  const { Component: Page, error } = usePageChunk(lazyPage);
  // The previous page is gone at once: until this one's code is in, the main region is busy with a loading page.
  const loading = lazyPage !== undefined && Page === null && !error;
  return (
    <Layout lang={route.lang} theme={route.theme} busy={loading}>
      <StartupGate>
        {/* Keyed by path: a page that failed does not keep the next one from loading. */}
        <ChunkErrorBoundary key={pathname}>
          {/* For what a page itself loads lazily. */}
          <Suspense fallback={<PageLoading />}>
            {error ? (
              <Failed error={error} />
            ) : loading ? (
              <PageLoading />
            ) : Page ? (
              <Page lang={route.lang} params={route.params} />
            ) : (
              <TitledPage page={route.page} lang={route.lang} params={route.params} />
            )}
          </Suspense>
        </ChunkErrorBoundary>
      </StartupGate>
    </Layout>
  );
}
