// index.html's preconnect names the API origins the build calls, each once, and nothing that is not one.
import { describe, expect, it } from 'vitest';
import { apiOrigins } from '../../scripts/vite/preconnect';

describe('apiOrigins', () => {
  it('the local build preconnects to its one API origin', () => {
    expect(apiOrigins({})).toEqual(['http://127.0.0.1:8787']);
  });

  it('a build with its auth and DAO API elsewhere preconnects to each origin once, without paths', () => {
    const origins = apiOrigins({
      VITE_NETWORK_SET: 'mainnet',
      VITE_RPC_URLS: '{"56":"https://bsc.rpc.example/key"}',
      VITE_API_BASE_URL: 'https://api.metaworld.example/v1',
      VITE_AUTH_BASE_URL: 'https://api.metaworld.example/auth',
      VITE_DAO_API_BASE_URL: 'https://dao.metaworld.example/api',
    });
    expect(origins).toEqual(['https://api.metaworld.example', 'https://dao.metaworld.example']);
  });
});
