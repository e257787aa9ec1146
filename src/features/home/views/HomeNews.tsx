// Home's latest news: the 6 newest posts of every category (spec 9), each a link to its news-detail page, and a link to all news.
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { PAGE_SIZE } from '@machines/constants';
import { selectNewsListView, selectNewsRows } from '@machines/content/selectors';
import type { NewsQuery } from '@machines/content/types';
import { type Lang, pathFor } from '@kit/resolveRoute';
import { RouterLink } from '@kit/RouterLink';
import { useFlow } from '@kit/useFlow';
import { newsListLogic } from '../../content/actors';
import { NewsList } from '../../content/views/NewsList';
import { NewsFailure, NewsSkeleton } from '../../content/views/NewsStates';
import '../../content/views/news.css';

const FLOW = newsListLogic();

export default function HomeNews({ lang }: { lang: Lang }) {
  const { t } = useLingui();
  const query = useMemo<NewsQuery>(() => ({ category: '', page: 0, count: PAGE_SIZE.homeNews, lang }), [lang]);
  const flow = useFlow('homeNews', FLOW, query);
  useEffect(() => {
    flow?.send({ type: 'QUERY.SHOW', query });
  }, [flow, query]);
  const view = useSelector(flow, (s) => (s ? selectNewsListView(s) : 'loading'));
  const rows = useSelector(flow, (s) => (s ? selectNewsRows(s) : []));
  const canRetry = useSelector(flow, (s) => s?.can({ type: 'QUERY.RETRY' }) ?? false);
  return (
    <section className="home-news" aria-labelledby="home-news-title">
      <h2 id="home-news-title">
        <Trans>Latest news</Trans>
      </h2>
      {view === 'loading' && <NewsSkeleton count={PAGE_SIZE.homeNews} />}
      {view === 'failed' && (
        <NewsFailure canRetry={canRetry} onRetry={() => flow?.send({ type: 'QUERY.RETRY' })}>
          <Trans>The news could not be loaded.</Trans>
        </NewsFailure>
      )}
      {view === 'empty' && (
        <p>
          <Trans>No news yet.</Trans>
        </p>
      )}
      {view === 'shown' && <NewsList rows={rows} lang={lang} label={t`Latest news`} />}
      <RouterLink href={pathFor(lang, 'news/0')}>
        <Trans>All news</Trans>
      </RouterLink>
    </section>
  );
}
