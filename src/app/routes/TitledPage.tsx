// A page that shows its title, the tabs of its section and its route parameters until its own issue fills it.
import { useLingui } from '@lingui/react';
import { LinkTabs } from '../../components/LinkTabs';
import { PageShell } from '../../components/PageShell';
import { GUIDE_PAGES, MARKET_TABS, MYPAGE_PAGES, type PageId, pathFor, SIGNUP_PAGES } from '@kit/resolveRoute';
import type { PageProps } from '@kit/pageProps';
import { PAGE_TITLES, SUBPAGE_TITLES } from '@kit/pageTitles';
import { RouterLink } from '@kit/RouterLink';

/** The tab bar each sectioned page shows; one list per section of the route table. */
const SECTION_TABS: Partial<Record<PageId, { base: string; pages: readonly string[]; current: (p: PageProps['params']) => string | undefined }>> = {
  guide: { base: 'guide', pages: GUIDE_PAGES, current: (p) => p.page },
  signup: { base: 'signup', pages: SIGNUP_PAGES, current: (p) => p.page },
  mypage: { base: 'mypage', pages: MYPAGE_PAGES, current: (p) => p.page },
  market: { base: 'market', pages: MARKET_TABS, current: (p) => p.tabPage },
};

export function TitledPage({ page, lang, params }: PageProps & { page: PageId }) {
  const { i18n } = useLingui();
  const section = SECTION_TABS[page];
  return (
    <PageShell title={i18n._(PAGE_TITLES[page])}>
      {section && (
        <LinkTabs
          label={i18n._(PAGE_TITLES[page])}
          linkComponent={RouterLink}
          items={section.pages.map((sub) => {
            const key = `${section.base}/${sub}`;
            const label = SUBPAGE_TITLES[key];
            return { href: pathFor(lang, key), label: label ? i18n._(label) : sub, current: section.current(params) === sub };
          })}
        />
      )}
    </PageShell>
  );
}
