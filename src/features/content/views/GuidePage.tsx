// guide/{page}/{wIdx}: the five tabs (Guide, Creator, Wallet, Download, DVI), each tab's sub-pages with their navigation.
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import type { PageProps } from '@kit/pageProps';
import { PAGE_TITLES, SUBPAGE_TITLES } from '@kit/pageTitles';
import { GUIDE_PAGES, type Lang, pathFor } from '@kit/resolveRoute';
import { RouterLink } from '@kit/RouterLink';
import { EmptyState } from '../../../components/EmptyState';
import { LinkTabs } from '../../../components/LinkTabs';
import { PageShell } from '../../../components/PageShell';
import { Skeleton } from '../../../components/Skeleton';
import { GUIDE_CONTENT, hasGuideContent } from '../guide';
import type { GuideSubPage } from '../guide/types';
import './guide.css';
import { withCatalogs } from '../../../i18n/i18n';

// The Download tab is the game launch page (start now, downloads): the game feature's, in its own chunk.
const DownloadGuide = lazy(() => withCatalogs(import('../../game/views/DownloadGuide'), 'game'));

export default function GuidePage({ lang, params }: PageProps) {
  const { t, i18n } = useLingui();
  const page = params.page ?? 'guide';
  const tabs = GUIDE_PAGES.map((key) => ({ href: pathFor(lang, `guide/${key}`), label: i18n._(SUBPAGE_TITLES[`guide/${key}`]!), current: key === page }));
  return (
    <PageShell title={i18n._(PAGE_TITLES.guide)}>
      <LinkTabs label={t`Guide sections`} items={tabs} linkComponent={RouterLink} />
      {hasGuideContent(page) ? (
        <GuideSection lang={lang} page={page} subPages={GUIDE_CONTENT[page]} wIdx={params.wIdx ?? 0} />
      ) : (
        <Suspense fallback={<Skeleton lines={4} />}>
          <DownloadGuide wIdx={params.wIdx} />
        </Suspense>
      )}
    </PageShell>
  );
}

function GuideSection({ lang, page, subPages, wIdx }: { lang: Lang; page: string; subPages: GuideSubPage[]; wIdx: number }) {
  const { t, i18n } = useLingui();
  const current = subPages[wIdx];
  const hrefOf = (i: number) => pathFor(lang, `guide/${page}/${i}`);
  return (
    <div className="guide-layout">
      <nav className="guide-nav" aria-label={t`Topics`}>
        <ol>
          {subPages.map((sub, i) => (
            <li key={i}>
              <RouterLink href={hrefOf(i)} aria-current={i === wIdx ? 'page' : undefined}>
                {i18n._(sub.title)}
              </RouterLink>
            </li>
          ))}
        </ol>
      </nav>
      {current ? (
        <article className="guide-article">
          <h2>{i18n._(current.title)}</h2>
          {current.blocks.map((block, i) =>
            block.kind === 'text' ? (
              <p key={i}>{i18n._(block.text)}</p>
            ) : (
              <ol key={i} className="guide-steps">
                {block.steps.map((step, j) => (
                  <li key={j}>{i18n._(step)}</li>
                ))}
              </ol>
            ),
          )}
          <nav className="guide-pager" aria-label={t`Previous and next topic`}>
            {wIdx > 0 && (
              <RouterLink href={hrefOf(wIdx - 1)} rel="prev">
                ‹ {i18n._(subPages[wIdx - 1]!.title)}
              </RouterLink>
            )}
            {wIdx < subPages.length - 1 && (
              <RouterLink href={hrefOf(wIdx + 1)} rel="next">
                {i18n._(subPages[wIdx + 1]!.title)} ›
              </RouterLink>
            )}
          </nav>
        </article>
      ) : (
        <EmptyState
          title={<Trans>This guide page does not exist.</Trans>}
          action={
            <RouterLink href={hrefOf(0)}>
              <Trans>Go to the first topic</Trans>
            </RouterLink>
          }
        />
      )}
    </div>
  );
}
