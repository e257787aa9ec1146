// The tab links of the sign-up or my page section (names from pageTitles), as the design system's LinkTabs.
import { useLingui } from '@lingui/react';
import { type Lang, MYPAGE_PAGES, pathFor, SIGNUP_PAGES } from '@kit/resolveRoute';
import { PAGE_TITLES, SUBPAGE_TITLES } from '@kit/pageTitles';
import { RouterLink } from '@kit/RouterLink';
import { LinkTabs } from '../../../components/LinkTabs';

const PAGES = { signup: SIGNUP_PAGES, mypage: MYPAGE_PAGES } as const;

export function SectionTabs({ section, lang, current }: { section: 'signup' | 'mypage'; lang: Lang; current: string | undefined }) {
  const { i18n } = useLingui();
  const items = PAGES[section].map((sub) => {
    const label = SUBPAGE_TITLES[`${section}/${sub}`];
    return { href: pathFor(lang, `${section}/${sub}`), label: label ? i18n._(label) : sub, current: current === sub };
  });
  return <LinkTabs label={i18n._(PAGE_TITLES[section])} items={items} linkComponent={RouterLink} />;
}
