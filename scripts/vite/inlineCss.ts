// Vite plugin: the entry's stylesheet inlined in index.html (about 5 KB gzipped), so the first paint, the static top bar
// and the page head with it (scripts/vite/pageHead.ts), waits for no request after the HTML.
import type { Plugin } from 'vite';

/** `<link rel="stylesheet" ... href="...css">` as Vite writes the entry's stylesheet into index.html. */
const ENTRY_CSS = /<link rel="stylesheet"(?: crossorigin)? href="([^"]+\.css)">/;

/**
 * The stylesheet's rules go in a `<style>` where its link was (the same place in the cascade, before the lazy pages'
 * stylesheets). The link stays, disabled (never fetched nor applied), because Vite's preload helper looks for a
 * `link[rel=stylesheet]` with the file's address before it loads a lazy chunk's CSS dependencies, which name the entry's
 * stylesheet too: without it every lazy page would load the whole stylesheet again and re-apply it after its own.
 * The CSP allows inline styles (common/security/csp.ts: style-src 'unsafe-inline'; script-src is unchanged).
 */
export function inlineEntryCss(): Plugin {
  let base = '/';
  return {
    name: 'inline-entry-css',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const link = ENTRY_CSS.exec(html);
        if (!link) return html;
        const file = link[1]!.startsWith(base) ? link[1]!.slice(base.length) : link[1]!;
        const asset = ctx.bundle?.[file];
        if (!asset || asset.type !== 'asset') return html;
        const css = String(asset.source);
        // Addresses in the stylesheet are relative to its file, not to the page: inlined, they would point elsewhere.
        if (/url\(|<\/style/i.test(css)) throw new Error(`inline-entry-css: ${file} has url() or </style>: inline it no longer or rewrite them.`);
        return html.replace(link[0], () => `<style>${css}</style>\n    <link rel="stylesheet" href="${link[1]}" disabled>`);
      },
    },
  };
}
