// What the build's CSP lets the app reach follows its configuration: the API and RPC origins it was built with, the
// sign-in issuers, and a wallet service's hosts only when that wallet is configured; the inline scripts by hash.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { cspSourcesOf } from '../../scripts/vite/csp';

const HTML = '<html><head><script>(x)();</script><script type="module" src="/a.js"></script></head></html>';

describe('cspSourcesOf', () => {
  it('the local build reaches its API, the local chains and the local sign-in stand-in, and hashes index.html’s inline script', () => {
    const s = cspSourcesOf({}, HTML);
    expect(s.scriptHashes).toEqual([`'sha256-${createHash('sha256').update('(x)();').digest('base64')}'`]);
    expect(s.connect).toEqual(
      expect.arrayContaining(['http://127.0.0.1:8787', 'http://127.0.0.1:8545', 'http://127.0.0.1:8546', 'http://127.0.0.1:8547', 'http://127.0.0.1:8788']),
    );
    expect(s.connect.join(' ')).not.toContain('walletconnect');
    expect(s.frame).toEqual([]);
  });

  it('a mainnet build reaches its own API and RPCs, the Polygon gas station, Google’s token endpoint and WalletConnect when configured', () => {
    const s = cspSourcesOf(
      {
        VITE_NETWORK_SET: 'mainnet',
        VITE_API_BASE_URL: 'https://api.metaworld.example/v1',
        VITE_RPC_URLS: '{"56":"https://bsc.rpc.example/key"}',
        VITE_OIDC_GOOGLE_ISSUER: 'https://accounts.google.com',
        VITE_OIDC_GOOGLE_CLIENT_ID: 'id',
        VITE_WALLETCONNECT_PROJECT_ID: 'p',
      },
      HTML,
    );
    expect(s.connect).toEqual(
      expect.arrayContaining([
        'https://api.metaworld.example',
        'https://bsc.rpc.example',
        'https://gasstation.polygon.technology',
        'https://oauth2.googleapis.com',
        'wss://*.walletconnect.org',
      ]),
    );
    expect(s.connect).not.toContain('http://127.0.0.1:8787');
    expect(s.frame).toContain('https://verify.walletconnect.org');
  });
});
