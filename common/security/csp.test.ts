// The one CSP definition: scripts only from the app or by hash, no framing, no plugins, no foreign base; the _headers
// file round-trips; the inline scripts of a page are found by their exact text.
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, headersFile, inlineScripts, originOf, parseHeadersFile, securityHeaders } from './csp';

const SOURCES = {
  scriptHashes: ["'sha256-abc='"],
  connect: ['http://127.0.0.1:8787', 'http://127.0.0.1:8787'],
  img: ['http://127.0.0.1:8787'],
  frame: [],
};

describe('content security policy', () => {
  it('allows scripts from the app and by hash only, and refuses framing, plugins and another base', () => {
    const policy = contentSecurityPolicy(SOURCES);
    expect(policy).toContain("script-src 'self' 'sha256-abc='; ");
    expect(policy).toContain("script-src-attr 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'self'");
    expect(policy).toContain("frame-src 'none'");
    expect(policy).toContain("connect-src 'self' http://127.0.0.1:8787;");
    const scriptSrc = policy.split('; ').find((d) => d.startsWith('script-src '))!;
    expect(scriptSrc).not.toMatch(/unsafe|\*/);
  });

  it('sends X-Frame-Options DENY and nosniff beside it, and reads its _headers file back', () => {
    const headers = securityHeaders(SOURCES);
    expect(headers['X-Frame-Options']).toBe('DENY');
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    const file = headersFile(headers);
    expect(file.startsWith('/*\n  Content-Security-Policy: ')).toBe(true);
    expect(parseHeadersFile(`/assets/*\n  Cache-Control: immutable\n${file}`)).toEqual(headers);
  });

  it('finds inline scripts by their exact text, not external ones', () => {
    const html = '<head><script>(a)(1);</script><script type="module" crossorigin src="/assets/app.js"></script></head><body><script>\n b() </script></body>';
    expect(inlineScripts(html)).toEqual(['(a)(1);', '\n b() ']);
  });

  it('takes the origin of http(s) and ws(s) URLs only', () => {
    expect(originOf('https://rpc.example.org:8545/v1?key=x')).toBe('https://rpc.example.org:8545');
    expect(originOf('wss://relay.example.org')).toBe('wss://relay.example.org');
    expect(originOf('javascript:alert(1)')).toBeNull();
    expect(originOf('not a url')).toBeNull();
  });
});
