// Vite plugin: writes the build's security headers (CSP with index.html's inline scripts by hash) to dist/_headers, and
// makes `vite preview` (the e2e tests, Lighthouse) send exactly those headers. The policy itself is common/security/csp.ts.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { type CspSources, headersFile, inlineScripts, originOf, parseHeadersFile, securityHeaders } from '../../common/security/csp';
import { parseAppConfig } from '../../src/config/appConfig';
import { POLYGON_GAS_STATION } from '../../src/services/chain/gas';

export const HEADERS_FILE = '_headers';

/** Hosts a wallet module talks to, only when the module is configured (web3-onboard's WalletConnect, Coinbase, Fortmatic; Bitski). */
const WALLET_CONNECT = {
  connect: [
    'https://*.walletconnect.com',
    'https://*.walletconnect.org',
    'wss://*.walletconnect.com',
    'wss://*.walletconnect.org',
    'https://*.web3modal.org',
    'https://*.web3modal.com',
  ],
  img: ['https://*.walletconnect.com', 'https://*.walletconnect.org', 'https://*.web3modal.org', 'https://*.web3modal.com'],
  frame: ['https://verify.walletconnect.com', 'https://verify.walletconnect.org'],
};
const COINBASE = { connect: ['https://*.coinbase.com', 'wss://www.walletlink.org', 'https://www.walletlink.org'] };
const FORTMATIC = { connect: ['https://*.fortmatic.com'], frame: ['https://x2.fortmatic.com'] };
/** The Bitski SDK's API and its sign-in and signing pages (popups, and frames for its dialogs). */
const BITSKI = { connect: ['https://api.bitski.com', 'https://account.bitski.com'], frame: ['https://sign.bitski.com', 'https://account.bitski.com'] };
/** Where the providers' discovery documents point the token exchange and keys, besides the issuer itself. */
const OIDC_EXTRA: Record<string, string[]> = {
  'https://accounts.google.com': ['https://oauth2.googleapis.com', 'https://www.googleapis.com'],
  'https://www.facebook.com': ['https://graph.facebook.com'],
};

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const origins = (urls: readonly (string | undefined)[]) => urls.flatMap((u) => (u ? [originOf(u)].filter((o): o is string => o !== null) : []));
/** A space-separated list of extra sources from the environment (VITE_CSP_CONNECT, VITE_CSP_IMG). */
const extra = (value: unknown) => (typeof value === 'string' ? value.split(/\s+/).filter(Boolean) : []);

/** The outside origins the app built with this environment talks to. */
export function cspSourcesOf(env: Record<string, unknown>, html: string): CspSources {
  const config = parseAppConfig(env, true);
  const apis = origins([config.apiBaseUrl, config.authBaseUrl, config.daoApiBaseUrl]);
  const issuers = origins(Object.values(config.oidc).map((c) => c?.issuer));
  const gasStations = origins(config.networks.map((n) => POLYGON_GAS_STATION[`0x${n.chainId.toString(16)}`]));
  const wc = typeof env.VITE_WALLETCONNECT_PROJECT_ID === 'string' && env.VITE_WALLETCONNECT_PROJECT_ID !== '';
  const fm = typeof env.VITE_FORTMATIC_KEY === 'string' && env.VITE_FORTMATIC_KEY !== '';
  const bitski = typeof env.VITE_BITSKI_CLIENT_ID === 'string' && env.VITE_BITSKI_CLIENT_ID !== '';
  return {
    scriptHashes: inlineScripts(html).map(sha256),
    connect: [
      ...apis,
      ...origins(config.networks.map((n) => n.rpcUrl)),
      ...gasStations,
      ...issuers,
      ...issuers.flatMap((o) => OIDC_EXTRA[o] ?? []),
      ...COINBASE.connect,
      ...(wc ? WALLET_CONNECT.connect : []),
      ...(fm ? FORTMATIC.connect : []),
      ...(bitski ? BITSKI.connect : []),
      ...extra(env.VITE_CSP_CONNECT),
    ],
    img: [...apis, ...(wc ? WALLET_CONNECT.img : []), ...extra(env.VITE_CSP_IMG)],
    frame: [...(wc ? WALLET_CONNECT.frame : []), ...(fm ? FORTMATIC.frame : []), ...(bitski ? BITSKI.frame : [])],
  };
}

export function securityHeadersPlugin(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'security-headers',
    enforce: 'post',
    apply: (_config, env) => env.command === 'build' || env.isPreview === true,
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle(_options, bundle) {
      const page = bundle['index.html'];
      if (!page || page.type !== 'asset') return;
      const headers = securityHeaders(cspSourcesOf(config.env, String(page.source)));
      this.emitFile({ type: 'asset', fileName: HEADERS_FILE, source: headersFile(headers) });
    },
    configurePreviewServer(server) {
      // The preview serves what the build declared: its _headers, so tests and Lighthouse see the production policy.
      const file = join(resolve(config.root, config.build.outDir), HEADERS_FILE);
      if (!existsSync(file)) throw new Error(`${file} is missing: build again (npx vite build) so the preview can send the CSP.`);
      const headers = parseHeadersFile(readFileSync(file, 'utf8'));
      server.middlewares.use((_req, res, next) => {
        for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
        next();
      });
    },
  };
}
