// URLs from the API that end up in the page (an <img src>, a link): absolute, and only http(s).
/** `url` made absolute on `base` when relative; '' for anything that is not http(s) (javascript:, data:, garbage). */
export function safeHttpUrl(url: string | undefined, base?: string): string {
  if (!url) return '';
  try {
    const parsed = new URL(url, base);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : '';
  } catch {
    return '';
  }
}
