// Which language a page starts in: the one in its path; the provider window (/oauth/callback) follows the app window that opened it.
import { DEFAULT_LANG, LANGS, type Lang } from '@kit/resolveRoute';

type PageWindow = { location: { pathname: string }; opener?: { document?: { documentElement?: { lang?: string } } } | null };

const asLang = (s: string | undefined): Lang | undefined => ((LANGS as readonly string[]).includes(s ?? '') ? (s as Lang) : undefined);

export function pageLang(win: PageWindow): Lang {
  const fromPath = asLang(win.location.pathname.split('/')[1]);
  if (fromPath) return fromPath;
  try {
    // Same-origin opener only: reading another origin's document throws, and then the default applies.
    return asLang(win.opener?.document?.documentElement?.lang) ?? DEFAULT_LANG;
  } catch {
    return DEFAULT_LANG;
  }
}
