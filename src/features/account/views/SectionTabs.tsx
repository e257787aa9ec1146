// The tab links of the sign-up or my page section (names from pageTitles).
import { useLingui } from '@lingui/react';
import { Link } from 'react-router-dom';
import { type Lang, MYPAGE_PAGES, pathFor, SIGNUP_PAGES } from '../../../app/routes/resolveRoute';
import { PAGE_TITLES, SUBPAGE_TITLES } from '../../../app/routes/pageTitles';

const PAGES = { signup: SIGNUP_PAGES, mypage: MYPAGE_PAGES } as const;

export function SectionTabs({ section, lang, current }: { section: 'signup' | 'mypage'; lang: Lang; current: string | undefined }) {
  const { i18n } = useLingui();
  return (
    <nav className="tabs" aria-label={i18n._(PAGE_TITLES[section])}>
      {PAGES[section].map((sub) => {
        const key = `${section}/${sub}`;
        const label = SUBPAGE_TITLES[key];
        return (
          <Link key={key} to={pathFor(lang, key)} aria-current={current === sub ? 'page' : undefined}>
            {label ? i18n._(label) : sub}
          </Link>
        );
      })}
    </nav>
  );
}
