// The front end's Content Security Policy and its companion headers, defined once: the build writes them to dist/_headers,
// vite preview sends them from there, and docs/security.md's hosting snippet is this policy for the production build.

/** What varies per build: the inline scripts index.html carries and the outside origins the configured app talks to. */
export interface CspSources {
  /** 'sha256-…' sources of index.html's inline scripts (the first-page preload and the shell's theme). */
  scriptHashes: readonly string[];
  /** Origins fetched or opened as sockets: the API(s), the chains' RPC endpoints, wallet and sign-in services. */
  connect: readonly string[];
  /** Origins images come from besides the app itself (the API's LAND images). */
  img: readonly string[];
  /** Origins the app may frame (wallet widgets that need an iframe); none by default. */
  frame: readonly string[];
}

const uniq = (values: readonly string[]) => [...new Set(values)];

/** The policy's directives in order; scripts only from the app's origin or by hash, never inline code or eval. */
export function cspDirectives(s: CspSources): [string, string[]][] {
  return [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...uniq(s.scriptHashes)]],
    ['script-src-attr', ["'none'"]],
    // web3-onboard (Svelte) and the WalletConnect modal add <style> elements at run time; React's style props go
    // through the CSSOM and need nothing. Styles cannot run code, so 'unsafe-inline' here is the accepted trade-off.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', ...uniq(s.img)]],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", ...uniq(s.connect)]],
    ['frame-src', s.frame.length > 0 ? uniq(s.frame) : ["'none'"]],
    ['worker-src', ["'self'", 'blob:']],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
}

export function contentSecurityPolicy(s: CspSources): string {
  return cspDirectives(s)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/** Every response of the front end carries these; X-Frame-Options is frame-ancestors for browsers without CSP 2. */
export function securityHeaders(s: CspSources): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(s),
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  };
}

/** The headers as a Netlify / Cloudflare Pages `_headers` file (every path). */
export function headersFile(headers: Record<string, string>): string {
  return `/*\n${Object.entries(headers)
    .map(([name, value]) => `  ${name}: ${value}`)
    .join('\n')}\n`;
}

/** Reads a `_headers` file written by headersFile back (the `/*` block only). */
export function parseHeadersFile(text: string): Record<string, string> {
  const headers: Record<string, string> = {};
  let inAll = false;
  for (const line of text.split('\n')) {
    if (!/^\s/.test(line)) {
      inAll = line.trim() === '/*';
      continue;
    }
    const match = /^\s+([\w-]+):\s*(.*)$/.exec(line);
    if (inAll && match) headers[match[1]!] = match[2]!.trim();
  }
  return headers;
}

/** The origin of an http(s) or ws(s) URL ('https://rpc.example:8545'); null for anything else. */
export function originOf(url: string): string | null {
  try {
    const u = new URL(url);
    return /^(https?|wss?):$/.test(u.protocol) ? u.origin : null;
  } catch {
    return null;
  }
}

/** sha256 CSP sources of the inline (no src) scripts of an HTML page, from their exact text. */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi)].map((m) => m[1]!).filter((body) => body.trim() !== '');
}
