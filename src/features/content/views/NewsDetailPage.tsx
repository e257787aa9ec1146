// news-detail/{itemId}: one post in the page's language with its sanitised body; missing (404) and failed-with-Retry states.
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { selectNewsDetailView, selectNewsPost } from '@machines/content/selectors';
import type { NewsDetailQuery } from '@machines/content/types';
import type { PageProps } from '@kit/pageProps';
import { PAGE_TITLES } from '@kit/pageTitles';
import { usePictureHosts } from '@kit/pictureHosts';
import { pathFor } from '@kit/resolveRoute';
import { RouterLink } from '@kit/RouterLink';
import { useFlow } from '@kit/useFlow';
import { EmptyState } from '../../../components/EmptyState';
import { PageShell } from '../../../components/PageShell';
import { Skeleton } from '../../../components/Skeleton';
import { newsDetailLogic } from '../actors';
import { useCategoryLabel } from './labels';
import { NewsFailure } from './NewsStates';
import { Markdown } from '../../../components/markdown/Markdown';
import './news.css';

const FLOW = newsDetailLogic();

export default function NewsDetailPage({ lang, params }: PageProps) {
  const { i18n } = useLingui();
  const query = useMemo<NewsDetailQuery>(() => ({ id: Number(params.itemId), lang }), [params.itemId, lang]);
  const flow = useFlow('newsDetail', FLOW, query);
  useEffect(() => {
    flow?.send({ type: 'QUERY.SHOW', query });
  }, [flow, query]);
  const view = useSelector(flow, (s) => (s ? selectNewsDetailView(s) : 'loading'));
  const post = useSelector(flow, (s) => (s ? selectNewsPost(s) : null));
  const canRetry = useSelector(flow, (s) => s?.can({ type: 'QUERY.RETRY' }) ?? false);
  const pictureHosts = usePictureHosts();
  const categoryLabel = useCategoryLabel();
  const date = new Intl.DateTimeFormat(i18n.locale || lang, { dateStyle: 'long' });
  return (
    // The page heading stays News (the section); the post's title heads its article.
    <PageShell title={i18n._(PAGE_TITLES.newsDetail)}>
      <p>
        <RouterLink href={pathFor(lang, 'news/0')} className="news-back">
          <Trans>Back to the news</Trans>
        </RouterLink>
      </p>
      {view === 'loading' && (
        <div aria-busy="true">
          <Skeleton lines={6} />
        </div>
      )}
      {view === 'failed' && (
        <NewsFailure canRetry={canRetry} onRetry={() => flow?.send({ type: 'QUERY.RETRY' })}>
          <Trans>This post could not be loaded.</Trans>
        </NewsFailure>
      )}
      {view === 'missing' && <EmptyState title={<Trans>This post does not exist.</Trans>} text={<Trans>It may have been removed.</Trans>} />}
      {view === 'shown' && post && (
        <article className="news-article" aria-labelledby="news-article-title">
          <h2 id="news-article-title" className="news-article-title">
            {post.title}
          </h2>
          <p className="news-entry-meta">
            <span className="news-category">{categoryLabel(post.category)}</span>
            <time dateTime={post.createdAt}>{date.format(new Date(post.createdAt))}</time>
          </p>
          <Markdown body={post.body} format={post.format} pictureHosts={pictureHosts} />
        </article>
      )}
    </PageShell>
  );
}
