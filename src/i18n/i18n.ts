// Lingui set-up: one shared i18n instance and lazy, per-language compiled catalogs.
import { i18n, type Messages } from '@lingui/core';
import type { Lang } from '../app/routes/resolveRoute';

const loaders: Record<Lang, () => Promise<{ messages: Messages }>> = {
  en: () => import('../../locales/en.po'),
  ko: () => import('../../locales/ko.po'),
};

/** Loads (once) and activates a language; the catalogs are compiled at build time. */
export async function activateLang(lang: Lang): Promise<void> {
  if (i18n.locale === lang) return;
  const { messages } = await loaders[lang]();
  i18n.loadAndActivate({ locale: lang, messages });
  document.documentElement.lang = lang;
}

export { i18n };
