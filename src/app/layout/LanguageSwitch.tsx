// EN/KO switch that keeps the current path and query.
import { useLingui } from '@lingui/react/macro';
import { Link, useLocation } from 'react-router-dom';
import { type Lang, LANGS, switchLangPath } from '@kit/resolveRoute';

const LABEL: Record<Lang, string> = { en: 'EN', ko: 'KO' };

export function LanguageSwitch({ lang }: { lang: Lang }) {
  const { t } = useLingui();
  const { pathname, search } = useLocation();
  return (
    <nav className="lang-switch" aria-label={t`Language`}>
      {LANGS.map((l) => (
        <Link key={l} to={switchLangPath(pathname, search, l)} hrefLang={l} lang={l} aria-current={l === lang ? 'true' : undefined}>
          {LABEL[l]}
        </Link>
      ))}
    </nav>
  );
}
