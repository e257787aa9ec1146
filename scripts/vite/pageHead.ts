// The first-render page head in index.html: each list page's heading (and Home's hero text) painted with the stylesheet,
// before the app has run, in the markup the React page renders. Its texts come from the lingui catalogs at build time.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatter } from '@lingui/format-po';

/** One element of a page head: its tag, its class names, its catalog text. */
export type HeadPart = [tag: string, className: string, text: string];
/** Language -> page -> the parts inside `section.page`, in order. */
export type PageHeads = Record<string, Record<string, HeadPart[]>>;

/** The pages with a head, and the paths that open them (their list view, whose first render starts with the head). */
export const HEAD_PATHS: Record<string, string> = {
  home: '^/(en|ko)/home/?$',
  market: '^/(en|ko)/market/(eth|bsc|pol)/?$',
  dao: '^/(en|ko)/dao/?$',
  news: '^/(en|ko)/news/\\d+/?$',
};

/** Source message -> translation of one catalog in one language (the source itself where untranslated). */
async function catalog(root: string, path: string, lang: string): Promise<Map<string, string>> {
  const file = join(root, 'locales', path, `${lang}.po`);
  const parsed = await formatter({ lineNumbers: false }).parse(readFileSync(file, 'utf8'), { locale: lang, sourceLocale: 'en', filename: file });
  const texts = new Map<string, string>();
  for (const [id, entry] of Object.entries(parsed ?? {})) {
    const source = entry.message ?? id;
    texts.set(source, entry.translation || source);
  }
  return texts;
}

/** Key -> source message of a file's one-line catalog entries (`market: msg\`Marketplace\`,`), read, not run. */
export function catalogEntries(root: string, file: string): Record<string, string> {
  const source = readFileSync(join(root, file), 'utf8');
  return Object.fromEntries([...source.matchAll(/^\s+(\w+): msg`([^`$]+)`,$/gm)].map((m) => [m[1]!, m[2]!]));
}

/** The heads of every page in HEAD_PATHS, per language; a message missing from a catalog fails the build. */
export async function pageHeads(root: string, langs: readonly string[]): Promise<PageHeads> {
  const titles = catalogEntries(root, 'src/kit/pageTitles.ts');
  const hero = catalogEntries(root, 'src/features/home/heroText.ts');
  const heads: PageHeads = {};
  for (const lang of langs) {
    const [core, home] = [await catalog(root, '', lang), await catalog(root, 'home', lang)];
    const text = (texts: Map<string, string>, message: string | undefined) => {
      const found = message === undefined ? undefined : texts.get(message);
      if (found === undefined) throw new Error(`pageHead: "${message}" is not in the ${lang} catalog: index.html's page head follows the pages' texts.`);
      return found;
    };
    const title = (page: string): HeadPart => ['h1', 'page-title', text(core, titles[page])];
    heads[lang] = {
      // Home's title is for screen readers (PageShell titleHidden), then the hero's title and lead.
      home: [
        ['h1', 'page-title sr-only', text(core, titles.home)],
        ['p', 'home-hero-title', text(home, hero.title)],
        ['p', 'hero-lead', text(home, hero.lead)],
      ],
      market: [title('market')],
      dao: [title('dao')],
      news: [title('news')],
    };
  }
  return heads;
}

/**
 * Runs right after index.html's static top bar (inlined as source): adds the opened page's head under it, as
 * `main > section.page` like the Layout and PageShell render it, so the heading paints with the stylesheet; the app
 * replaces #root's content when it mounts. Home's hero text sits in `.home-hero > .home-hero-text`. Phones only: there
 * the static top bar is as tall as the app's (a wide screen's bar holds the whole menu, whose height the static one
 * cannot know) and Home's hero is one column (a wide one centres the text on the map, which the head does not draw),
 * so the head's text paints where the app renders it; a wide screen shows the top bar alone.
 */
export function paintPageHead(heads: PageHeads, paths: Record<string, string>) {
  const shell = document.querySelector('.app-shell');
  const lang = location.pathname.split('/')[1] ?? '';
  const page = Object.keys(paths).find((p) => new RegExp(paths[p]!).test(location.pathname));
  const parts = page ? heads[lang]?.[page] : undefined;
  if (!shell || !page || !parts || !matchMedia('(max-width: 720px)').matches) return;
  const el = (tag: string, className: string, text?: string) => {
    const node = document.createElement(tag);
    node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  };
  const section = el('section', 'page');
  let box: Element = section;
  for (const [tag, className, text] of parts) {
    if (page === 'home' && tag === 'p' && box === section) {
      box = el('div', 'home-hero-text');
      section.appendChild(el('div', 'home-hero')).appendChild(box);
    }
    box.appendChild(el(tag, className, text));
  }
  shell.appendChild(el('main', '')).appendChild(section);
}
