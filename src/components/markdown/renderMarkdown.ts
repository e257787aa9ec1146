// Markdown or HTML made safe to show: staff posts (markdown or HTML) and user-written DAO texts (markdown whose raw HTML
// is shown as text), rendered by marked, everything through DOMPurify.
import DOMPurify from 'dompurify';
import { Marked, marked } from 'marked';

/** Staff write markdown or HTML; users (proposals, comments) write markdown only: their HTML tags stay visible text. */
export type BodyFormat = 'markdown' | 'html' | 'user-markdown';

const escapeHtml = (s: string) => s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
/** A marked instance whose raw HTML blocks and inline tags are escaped, never parsed. */
const userMarked = new Marked({ gfm: true, renderer: { html: ({ text }) => escapeHtml(text) } });

/** Text, structure, links and pictures only: no script, style, frame, form, media or SVG element survives. */
const ALLOWED_TAGS = [
  'p', 'br', 'hr', 'h2', 'h3', 'h4', 'h5', 'h6', 'strong', 'b', 'em', 'i', 'u', 's', 'del', 'sup', 'sub', 'small', 'mark',
  'blockquote', 'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'code', 'pre', 'a', 'img', 'figure', 'figcaption', 'span', 'div',
  'table', 'thead', 'tbody', 'tr', 'th', 'td', 'caption',
]; // prettier-ignore
/** No event handler, style, srcset or id/class (a post cannot restyle or target the page). */
const ALLOWED_ATTR = ['href', 'src', 'alt', 'title', 'colspan', 'rowspan', 'width', 'height', 'start'];

export interface BodyOrigins {
  /** The page's own origin: its links stay in the tab. */
  page: string;
  /** Hosts pictures may come from (the page's and the API's static host); a picture anywhere else is dropped. */
  pictures: string[];
}

/**
 * Safe HTML for a body. Links keep http(s), mailto and relative URLs (javascript:, data:, vbscript: are dropped);
 * links leaving the site open in a new tab with rel="noopener noreferrer"; pictures load only from `origins.pictures`
 * (no request to an outside host, no data: URL). A new DOMPurify instance per call keeps the hook to this use.
 */
export function renderMarkdown(body: string, format: BodyFormat, origins: BodyOrigins): string {
  const html =
    format === 'html'
      ? body
      : format === 'markdown'
        ? (marked.parse(body, { async: false, gfm: true }) as string)
        : (userMarked.parse(body, { async: false }) as string);
  const purify = DOMPurify(window);
  purify.addHook('afterSanitizeAttributes', (node) => {
    // target and rel are set here only, never taken from the body.
    node.removeAttribute('target');
    node.removeAttribute('rel');
    if (node.hasAttribute('href')) {
      const url = parse(node.getAttribute('href') ?? '', origins.page);
      if (!url || !['http:', 'https:', 'mailto:'].includes(url.protocol)) node.removeAttribute('href');
      else if (url.origin !== origins.page && url.protocol !== 'mailto:') {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    }
    if (node.hasAttribute('src')) {
      const url = parse(node.getAttribute('src') ?? '', origins.page);
      if (!url || !['http:', 'https:'].includes(url.protocol) || !origins.pictures.includes(url.origin)) node.removeAttribute('src');
      else node.setAttribute('src', url.href);
    }
  });
  return purify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ALLOW_DATA_ATTR: false, ALLOW_ARIA_ATTR: false });
}

function parse(value: string, base: string): URL | null {
  try {
    return new URL(value.trim(), base);
  } catch {
    return null;
  }
}
