// Lingui set-up: one shared i18n instance and lazy, per-language compiled catalogs: the core one for every page, and
// feature catalogs (locales/<feature>/) loaded with the pages that name them.
import { i18n, type Messages } from '@lingui/core';
import type { Lang } from '@kit/resolveRoute';

type Loader = () => Promise<{ messages: Messages }>;

const core: Record<Lang, Loader> = {
  en: () => import('../../locales/en.po'),
  ko: () => import('../../locales/ko.po'),
};

/** The feature catalogs of lingui.config.ts (other than the core one). */
const features = {
  dao: { en: () => import('../../locales/dao/en.po'), ko: () => import('../../locales/dao/ko.po') },
  guide: { en: () => import('../../locales/guide/en.po'), ko: () => import('../../locales/guide/ko.po') },
  land: { en: () => import('../../locales/land/en.po'), ko: () => import('../../locales/land/ko.po') },
  approvals: { en: () => import('../../locales/approvals/en.po'), ko: () => import('../../locales/approvals/ko.po') },
  home: { en: () => import('../../locales/home/en.po'), ko: () => import('../../locales/home/ko.po') },
  market: { en: () => import('../../locales/market/en.po'), ko: () => import('../../locales/market/ko.po') },
  staking: { en: () => import('../../locales/staking/en.po'), ko: () => import('../../locales/staking/ko.po') },
  mysteryBox: { en: () => import('../../locales/mysteryBox/en.po'), ko: () => import('../../locales/mysteryBox/ko.po') },
  events: { en: () => import('../../locales/events/en.po'), ko: () => import('../../locales/events/ko.po') },
  game: { en: () => import('../../locales/game/en.po'), ko: () => import('../../locales/game/ko.po') },
  account: { en: () => import('../../locales/account/en.po'), ko: () => import('../../locales/account/ko.po') },
  login: { en: () => import('../../locales/login/en.po'), ko: () => import('../../locales/login/ko.po') },
} satisfies Record<string, Record<Lang, Loader>>;
export type FeatureCatalog = keyof typeof features;

/** Feature catalogs some page has asked for: a language switch loads them in the new language too. */
const wanted = new Set<FeatureCatalog>();
/** Fetched feature messages per `name:lang`, kept apart so an activation never loses them. */
const parts = new Map<string, Messages>();
/** The language being activated (set before the first await, so a page loading meanwhile asks for the right one). */
let target: Lang | null = null;

async function loadFeature(name: FeatureCatalog, lang: Lang): Promise<void> {
  const key = `${name}:${lang}`;
  if (!parts.has(key)) parts.set(key, (await features[name][lang]()).messages);
  // Merged into the active language (lingui re-renders its readers); otherwise activateLang merges it.
  if (i18n.locale === lang) i18n.load(lang, parts.get(key)!);
}

/** Loads (once) and activates a language, with the feature catalogs already in use; compiled at build time. */
export async function activateLang(lang: Lang): Promise<void> {
  if (i18n.locale === lang) return;
  target = lang;
  const [{ messages }] = await Promise.all([core[lang](), ...[...wanted].map((name) => loadFeature(name, lang))]);
  const fetched = [...wanted].map((name) => parts.get(`${name}:${lang}`) ?? {});
  // A fresh object: the compiled modules' own objects are never merged into.
  i18n.loadAndActivate({ locale: lang, messages: Object.assign({}, messages, ...fetched) });
  document.documentElement.lang = lang;
}

/** A page's feature catalog, in the language being activated or the active one (English before any); loaded once. */
export function loadFeatureCatalog(name: FeatureCatalog): Promise<void> {
  wanted.add(name);
  return loadFeature(name, target ?? ((i18n.locale || 'en') as Lang));
}

/**
 * A lazy chunk with the feature catalogs its views use, fetched together: `lazy(() => withCatalogs(import('./X'), 'x'))`.
 * The chunk's module resolves only once its texts are in, so it never renders an untranslated id.
 */
export function withCatalogs<M>(chunk: Promise<M>, ...names: FeatureCatalog[]): Promise<M> {
  return Promise.all([chunk, ...names.map(loadFeatureCatalog)]).then(([module]) => module);
}

export { i18n };
