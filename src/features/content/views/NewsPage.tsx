// news/{page}: the category tabs (all, News, Update, Notice), 4 posts a page, 10 page links a group (spec 2 and 9).
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import { PAGE_SIZE } from '@machines/constants';
import type { newsListMachine } from '@machines/content/newsListMachine';
import { NEWS_TABS, newsCategoryOf, searchOfCategory } from '@machines/content/query';
import { selectNewsListView, selectNewsRows, selectNewsTotal } from '@machines/content/selectors';
import type { NewsQuery } from '@machines/content/types';
import type { PageProps } from '@kit/pageProps';
import { PAGE_TITLES } from '@kit/pageTitles';
import { type Lang, pathFor } from '@kit/resolveRoute';
import { RouterLink } from '@kit/RouterLink';
import { useFlow } from '@kit/useFlow';
import { EmptyState } from '../../../components/EmptyState';
import { LinkTabs } from '../../../components/LinkTabs';
import { PageShell } from '../../../components/PageShell';
import { Pagination } from '../../../components/Pagination';
import { newsListLogic } from '../actors';
import { useCategoryLabel } from './labels';
import { NewsList } from './NewsList';
import { NewsFailure, NewsSkeleton } from './NewsStates';
import './news.css';

const FLOW = newsListLogic();

export default function NewsPage({ lang, params }: PageProps) {
  const { t, i18n } = useLingui();
  const { search } = useLocation();
  const category = newsCategoryOf(search);
  const page = params.pageNumber ?? 0;
  const query = useMemo<NewsQuery>(() => ({ category, page, count: PAGE_SIZE.news, lang }), [category, page, lang]);
  const flow = useFlow('news', FLOW, query);
  // The URL is the page: each new query goes to the flow (which outlives the page and ignores one it already holds).
  useEffect(() => {
    flow?.send({ type: 'QUERY.SHOW', query });
  }, [flow, query]);
  const categoryLabel = useCategoryLabel();
  const tabs = NEWS_TABS.map((tab) => ({ href: pathFor(lang, 'news/0') + searchOfCategory(tab), label: categoryLabel(tab), current: tab === category }));
  return (
    <PageShell title={i18n._(PAGE_TITLES.news)}>
      <LinkTabs label={t`News categories`} items={tabs} linkComponent={RouterLink} />
      {flow ? <NewsResults flow={flow} lang={lang} query={query} /> : <NewsSkeleton count={PAGE_SIZE.news} />}
    </PageShell>
  );
}

function NewsResults({ flow, lang, query }: { flow: ActorRefFrom<typeof newsListMachine>; lang: Lang; query: NewsQuery }) {
  const { t } = useLingui();
  const view = useSelector(flow, selectNewsListView);
  const rows = useSelector(flow, selectNewsRows);
  const total = useSelector(flow, selectNewsTotal);
  const canRetry = useSelector(flow, (s) => s.can({ type: 'QUERY.RETRY' }));
  if (view === 'loading') return <NewsSkeleton count={PAGE_SIZE.news} />;
  if (view === 'failed')
    return (
      <NewsFailure canRetry={canRetry} onRetry={() => flow.send({ type: 'QUERY.RETRY' })}>
        <Trans>The news could not be loaded.</Trans>
      </NewsFailure>
    );
  // Pagination counts from 1; the route news/{page} from 0.
  const pagination = (
    <Pagination
      page={query.page + 1}
      totalItems={total}
      pageSize={PAGE_SIZE.news}
      label={t`News pages`}
      hrefFor={(n) => pathFor(lang, `news/${n - 1}`) + searchOfCategory(query.category)}
      linkComponent={RouterLink}
    />
  );
  if (view === 'empty')
    return (
      <>
        <EmptyState title={<Trans>No posts here yet.</Trans>} text={total > 0 ? <Trans>This page is past the last one.</Trans> : undefined} />
        {pagination}
      </>
    );
  return (
    <>
      <NewsList rows={rows} lang={lang} label={t`Posts`} />
      {pagination}
    </>
  );
}
