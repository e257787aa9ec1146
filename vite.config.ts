// Vite build: React, the lingui macro through Babel, compiled .po catalogs as lazy chunks, and the first page's
// catalog and page chunk preloaded with the entry; security headers (CSP) for the build and preview, source maps kept out
// of the served folder (scripts/vite/).
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { lingui } from '@lingui/vite-plugin';
import { apiPreconnect } from './scripts/vite/preconnect';
import { pageCatalogs, pageModules } from './scripts/pageModules';
import { addressBookDefine } from './scripts/vite/addressBook';
import { networkSetPlugin } from './scripts/vite/networkSet';
import { firstCallFiles, preloadList } from './scripts/vite/preloadSets';
import { securityHeadersPlugin } from './scripts/vite/csp';
import { HEAD_PATHS, pageHeads, paintPageHead } from './scripts/vite/pageHead';
import { inlineEntryCss } from './scripts/vite/inlineCss';
import { privateSourcemapsPlugin } from './scripts/vite/sourcemaps';
import { pathAliases } from './scripts/vite/aliases';
import { LANGS, type PageId, themeOf } from './src/kit/resolveRoute';

/**
 * Runs in the page's head (inlined as source): adds modulepreload links for the language catalog, the page's feature
 * catalog in that language (page(load, 'x') in src/app/routes/pages.tsx), the page chunk of the path being opened with
 * its static imports, and the API client the first call (the start-up data) loads, so the browser fetches them with the
 * entry instead of in two more round trips once the entry and the page have run. A path's first segment is its language
 * (else English), its second the page id of a page with its own chunk (/en/home, /ko/mypage/...).
 */
function preloadFirstPage(
  base: string,
  catalogs: Record<string, string>,
  pages: Record<string, string[]>,
  always: string[],
  ownCatalogs: Record<string, Record<string, string>>,
) {
  const [, lang = '', page = ''] = location.pathname.split('/');
  const own = ownCatalogs[page];
  const first = [catalogs[lang] ?? catalogs.en, own ? (own[lang] ?? own.en) : '', ...(pages[page] ?? [])];
  for (const file of [...first, ...always]) {
    if (!file) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = base + file;
    // The API client is not needed for the first paint: at low priority it does not hold back the entry, the page
    // and the stylesheet on a slow connection.
    if (!first.includes(file)) link.fetchPriority = 'low';
    document.head.appendChild(link);
  }
}

/** Runs right after index.html's static top bar (inlined as source): gives it the theme of the page being opened. */
function themeShell(themes: Record<string, string>) {
  const shell = document.querySelector('.app-shell');
  const theme = themes[location.pathname.split('/')[2] ?? ''];
  if (shell && theme) shell.setAttribute('data-theme', theme);
}

/** Pages whose id is their path's first segment (/en/market/bsc is market's); the others are white like the default. */
const FIRST_SEGMENT_PAGES: PageId[] = ['home', 'market', 'studio', 'guide', 'event', 'news', 'dao', 'signup', 'mypage', 'approve'];

function firstPagePreload(): Plugin {
  let base = '/';
  let root = '.';
  return {
    name: 'first-page-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
      root = config.root;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, ctx) {
        const catalogs: Record<string, string> = {};
        /** Feature catalog name -> language -> file. */
        const features: Record<string, Record<string, string>> = {};
        const byModule = new Map<string, string>();
        for (const chunk of Object.values(ctx.bundle ?? {})) {
          if (chunk.type !== 'chunk' || !chunk.facadeModuleId) continue;
          byModule.set(chunk.facadeModuleId, chunk.fileName);
          const lang = /\/locales\/(\w+)\.po$/.exec(chunk.facadeModuleId)?.[1];
          if (lang) catalogs[lang] = chunk.fileName;
          const feature = /\/locales\/(\w+)\/(\w+)\.po$/.exec(chunk.facadeModuleId);
          if (feature) (features[feature[1]!] ??= {})[feature[2]!] = chunk.fileName;
        }
        const bundle = ctx.bundle ?? {};
        const pages: Record<string, string[]> = {};
        for (const [id, src] of pageModules()) {
          const file = [...byModule].find(([module]) => module.endsWith(`/${src}`))?.[1];
          if (file) pages[id] = preloadList(bundle, [file]);
        }
        const ownCatalogs = Object.fromEntries([...pageCatalogs()].flatMap(([id, name]) => (features[name] ? [[id, features[name]]] : [])));
        const args = [base, catalogs, pages, firstCallFiles(bundle), ownCatalogs].map((a) => JSON.stringify(a)).join(',');
        // First in the head: an inline script after a stylesheet waits for it, and these preloads would start only then.
        // Only the charset goes before it, moved up: browsers look for it in the first 1024 bytes.
        const themes = Object.fromEntries(FIRST_SEGMENT_PAGES.map((p) => [p, themeOf(p)]).filter(([, t]) => t !== 'white'));
        const heads = JSON.stringify(await pageHeads(root, LANGS));
        return {
          html: html.replace(/\s*<meta charset="UTF-8" \/>/, ''),
          tags: [
            { tag: 'meta', attrs: { charset: 'UTF-8' }, injectTo: 'head-prepend' },
            { tag: 'script', children: `(${preloadFirstPage.toString()})(${args});`, injectTo: 'head-prepend' },
            { tag: 'script', children: `(${themeShell.toString()})(${JSON.stringify(themes)});`, injectTo: 'body' },
            // After the top bar is themed: the opened page's heading, so its text paints with the stylesheet (the LCP).
            { tag: 'script', children: `(${paintPageHead.toString()})(${heads},${JSON.stringify(HEAD_PATHS)});`, injectTo: 'body' },
          ],
        };
      },
    },
  };
}

export default defineConfig({
  // The pinned address book of public chains, read from the deployments file VITE_DEPLOYMENTS names (src/config/contractConfig.ts).
  define: addressBookDefine(process.env),
  plugins: [
    // plugin-react 5 runs Babel with the lingui macro itself (Node 20: @rolldown/plugin-babel asks for Node 22).
    react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
    lingui(),
    firstPagePreload(),
    // A connection to the API opened while the entry downloads.
    apiPreconnect(),
    // The entry's stylesheet in index.html: no render-blocking request before the first paint.
    inlineEntryCss(),
    // After firstPagePreload: the CSP hashes the inline scripts it adds.
    securityHeadersPlugin(),
    privateSourcemapsPlugin(),
    // The build names its network set (log and index.html) and refuses an unknown one.
    networkSetPlugin(),
  ],
  // @common/*, @machines/*, @kit/* as tsconfig.json names them (Vitest inherits them through mergeConfig).
  resolve: { alias: pathAliases() },
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  build: {
    // Maps for our tools (scripts/size.ts), never served: no sourceMappingURL, and moved out of dist/ after the build.
    sourcemap: 'hidden',
    manifest: true,
    chunkSizeWarningLimit: 2000,
    rolldownOptions: {
      output: {
        // Everything the entry imports statically in one chunk: it all loads on every first visit anyway, and two dozen
        // small chunks cost a round trip each on a slow connection. Lazy chunks import what they share with it from there.
        codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
      },
    },
  },
});
