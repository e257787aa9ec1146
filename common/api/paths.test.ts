// The base URLs of a deployment: the auth and DAO bases follow their own configured hosts, everything else the API's.
import { describe, expect, it } from 'vitest';
import { configuredBaseUrls, localBaseUrls } from './paths';

describe('configuredBaseUrls', () => {
  it('puts auth and dao on their hosts and the rest on the API host', () => {
    const b = configuredBaseUrls({ api: 'https://api.example', auth: 'https://auth.example/', dao: 'https://dao.example' });
    expect(b.web).toBe('https://api.example/web');
    expect(b.reward).toBe('https://api.example/reward');
    expect(b.auth).toBe('https://auth.example/auth');
    expect(b.dao).toBe('https://dao.example/dao');
  });

  it('is the local layout when all three are the same host', () => {
    const origin = 'http://127.0.0.1:8787';
    expect(configuredBaseUrls({ api: origin, auth: origin, dao: origin })).toEqual(localBaseUrls(origin));
  });
});
