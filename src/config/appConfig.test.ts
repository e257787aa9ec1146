// Configuration parsing: defaults, modes, overrides and the messages a wrong value gives.
import { describe, expect, it } from 'vitest';
import { ConfigError, parseAppConfig } from './appConfig';

describe('parseAppConfig', () => {
  it('defaults to version 0.8.5, the local network set and the local API', () => {
    const c = parseAppConfig({}, true);
    expect(c.version).toBe('0.8.5');
    expect(c.mode).toBe('PROD');
    expect(c.networkSet).toBe('local');
    expect(c.networks.map((n) => n.chainId)).toEqual([31337, 31338, 31339]);
    expect(c.apiBaseUrl).toBe('http://127.0.0.1:8787');
    expect(c.daoApiBaseUrl).toBe(c.apiBaseUrl);
  });

  it('takes the mode from the environment over the build kind', () => {
    expect(parseAppConfig({ VITE_APP_MODE: 'DEV' }, true).mode).toBe('DEV');
    expect(parseAppConfig({}, false).mode).toBe('DEV');
  });

  it('lists Ethereum, BSC and Polygon on mainnet, and their test nets', () => {
    expect(parseAppConfig({ VITE_NETWORK_SET: 'mainnet' }, true).networks.map((n) => n.chainId)).toEqual([1, 56, 137]);
    const test = parseAppConfig({ VITE_NETWORK_SET: 'testnet' }, true).networks.map((n) => n.chainId);
    expect(test).toEqual(expect.arrayContaining([3, 4, 5, 97, 80001, 11155111, 80002]));
  });

  it('overrides an RPC URL by chain id', () => {
    const c = parseAppConfig({ VITE_RPC_URLS: '{"31338":"http://127.0.0.1:9999"}' }, true);
    expect(c.networks.find((n) => n.chainId === 31338)?.rpcUrl).toBe('http://127.0.0.1:9999');
  });

  it('turns the inspector on only in DEV', () => {
    expect(parseAppConfig({}, false, '?inspect').inspect).toBe(true);
    expect(parseAppConfig({ VITE_INSPECT: '1' }, false).inspect).toBe(true);
    expect(parseAppConfig({}, true, '?inspect').inspect).toBe(false);
    expect(parseAppConfig({}, false).inspect).toBe(false);
  });

  it('names every wrong value in one clear error', () => {
    const bad = () => parseAppConfig({ VITE_API_BASE_URL: 'not a url', VITE_NETWORK_SET: 'moon', VITE_RPC_URLS: '[1' }, true);
    expect(bad).toThrow(ConfigError);
    expect(bad).toThrow(/VITE_API_BASE_URL/);
    expect(bad).toThrow(/VITE_NETWORK_SET/);
    expect(bad).toThrow(/VITE_RPC_URLS: must be a JSON object/);
  });

  it('signs in with Google and Facebook through the local issuer on the local set, and nowhere else unless configured', () => {
    expect(parseAppConfig({}, true).oidc).toEqual({
      google: { issuer: 'http://127.0.0.1:8788', clientId: 'local-google-client' },
      facebook: { issuer: 'http://127.0.0.1:8788', clientId: 'local-facebook-client' },
    });
    expect(parseAppConfig({ VITE_NETWORK_SET: 'mainnet' }, true).oidc).toEqual({ google: null, facebook: null });
    const c = parseAppConfig(
      { VITE_NETWORK_SET: 'mainnet', VITE_OIDC_GOOGLE_ISSUER: 'https://accounts.google.com', VITE_OIDC_GOOGLE_CLIENT_ID: ' 123.apps ' },
      true,
    );
    expect(c.oidc).toEqual({ google: { issuer: 'https://accounts.google.com', clientId: '123.apps' }, facebook: null });
  });

  it('names each malformed value with why: version, mode, inspector flag, RPC entries, empty client id, non-text', () => {
    const message = (env: Record<string, unknown>) => {
      try {
        parseAppConfig(env, true);
      } catch (error) {
        return (error as Error).message;
      }
      return 'no error';
    };
    expect(message({ VITE_APP_VERSION: '1.2' })).toMatch(/VITE_APP_VERSION: must be a version like 1\.2\.3/);
    expect(message({ VITE_APP_MODE: 'prod' })).toMatch(/VITE_APP_MODE: must be one of PROD, DEV/);
    expect(message({ VITE_INSPECT: 'yes' })).toMatch(/VITE_INSPECT: must be one of 0, 1, true, false/);
    expect(message({ VITE_RPC_URLS: '{"eth":"http://127.0.0.1:8545"}' })).toMatch(/VITE_RPC_URLS: must be a JSON object/);
    expect(message({ VITE_RPC_URLS: '{"1":"ftp://node.example.org"}' })).toMatch(/VITE_RPC_URLS: must be a JSON object/);
    expect(message({ VITE_RPC_URLS: '["http://127.0.0.1:8545"]' })).toMatch(/VITE_RPC_URLS: must be a JSON object/);
    expect(message({ VITE_BRIDGE_URL: 'ftp://bridge.example.org' })).toMatch(/VITE_BRIDGE_URL: must be an http\(s\) URL/);
    expect(message({ VITE_OIDC_GOOGLE_ISSUER: 'https://accounts.google.com', VITE_OIDC_GOOGLE_CLIENT_ID: '  ' })).toMatch(
      /VITE_OIDC_GOOGLE_CLIENT_ID: must not be empty/,
    );
    expect(message({ VITE_API_BASE_URL: 42 })).toMatch(/VITE_API_BASE_URL: must be text/);
    expect(message({ VITE_APP_VERSION: '1.2.3', VITE_APP_MODE: 'DEV', VITE_INSPECT: 'false' })).toBe('no error');
  });

  it('names a half-configured provider and a plain-http issuer off loopback', () => {
    const half = () => parseAppConfig({ VITE_OIDC_FACEBOOK_ISSUER: 'https://www.facebook.com' }, true);
    expect(half).toThrow(/VITE_OIDC_FACEBOOK_CLIENT_ID: required with VITE_OIDC_FACEBOOK_ISSUER/);
    const other = () => parseAppConfig({ VITE_OIDC_GOOGLE_CLIENT_ID: 'x' }, true);
    expect(other).toThrow(/VITE_OIDC_GOOGLE_ISSUER: required with VITE_OIDC_GOOGLE_CLIENT_ID/);
    const http = () => parseAppConfig({ VITE_OIDC_GOOGLE_ISSUER: 'http://issuer.example.org', VITE_OIDC_GOOGLE_CLIENT_ID: 'x' }, true);
    expect(http).toThrow(/VITE_OIDC_GOOGLE_ISSUER: must be an https URL/);
    expect(parseAppConfig({ VITE_OIDC_GOOGLE_ISSUER: 'http://localhost:9000', VITE_OIDC_GOOGLE_CLIENT_ID: 'x' }, true).oidc.google?.issuer).toBe(
      'http://localhost:9000',
    );
  });

  it('names no bridge unless the build gives one: the top bar then says the bridge is under construction (spec 8)', () => {
    expect(parseAppConfig({}, true).bridgeUrl).toBeNull();
    expect(parseAppConfig({ VITE_BRIDGE_URL: 'https://bridge.metaworld.example' }, true).bridgeUrl).toBe('https://bridge.metaworld.example');
  });
});
