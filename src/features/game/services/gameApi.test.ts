// The game calls over a fake client: the client URL must be metaworld://, the download URL http(s), and the 5002 log only for a signed-in user, never failing.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetAuthToken } from '../../../services/authToken';
import type { GameApi, GameDeps } from './deps';
import { downloadUrl, refreshToken, saveDownloadLog, startGame } from './gameApi';

afterEach(() => forgetAuthToken());

function fakeApi(over: Partial<Record<keyof GameApi, unknown>> = {}) {
  const api = {
    refreshToken: vi.fn(async () => ({ result: 0, authToken: 'token-0123456789', accountId: 'acc-3', newUser: false, expiresAt: '2030-01-01T00:00:00Z' })),
    startGame: vi.fn(async () => ({ data: 'metaworld://start?ticket=t&account=acc-3&newUser=0&walletType=9999' })),
    downloadUrl: vi.fn(async () => ({ data: { url: '/static/download/MetaWorld-0.8.5.dmg', version: '0.8.5' } })),
    saveLog: vi.fn(async () => ({ data: { result: 'success', logId: 1 } })),
    // Like the real client: absolute on the API's host, and '' for anything but http(s).
    assetUrl: (url: string) => (url.startsWith('/') ? `http://127.0.0.1:8787${url}` : /^https?:/.test(url) ? url : ''),
    ...over,
  };
  const deps: GameDeps = { api: async () => api as unknown as GameApi };
  return { api, deps };
}

const START = { walletAddr: '', authToken: 'token-0123456789', accountId: 'acc-3', newUser: false, walletType: 9999 as const };

describe('game calls', () => {
  it('maps the refresh answer, 9 included', async () => {
    expect(await refreshToken(fakeApi().deps, { accountId: 'acc-3', accountIdx: 3 })).toEqual({
      result: 0,
      authToken: 'token-0123456789',
      accountId: 'acc-3',
      newUser: false,
    });
    const notLoggedIn = fakeApi({ refreshToken: vi.fn(async () => ({ result: 9 })) });
    expect(await refreshToken(notLoggedIn.deps, { accountId: 'acc-3', accountIdx: 3 })).toEqual({ result: 9 });
  });

  it('returns a metaworld:// client URL and refuses any other', async () => {
    const { api, deps } = fakeApi();
    expect(await startGame(deps, START)).toMatch(/^metaworld:\/\/start\?/);
    expect(api.startGame).toHaveBeenCalledWith({ wallet_addr: '', authToken: START.authToken, accountId: 'acc-3', newUser: false, walletType: 9999 });
    for (const data of ['javascript:alert(1)', 'https://example.com/game', 'metaworld:// space']) {
      await expect(startGame(fakeApi({ startGame: vi.fn(async () => ({ data })) }).deps, START)).rejects.toThrow('metaworld://');
    }
  });

  it('makes the download URL absolute and refuses a non-http one', async () => {
    expect(await downloadUrl(fakeApi().deps, 'MAC')).toEqual({ url: 'http://127.0.0.1:8787/static/download/MetaWorld-0.8.5.dmg', version: '0.8.5' });
    const hostile = fakeApi({ downloadUrl: vi.fn(async () => ({ data: { url: 'javascript:alert(1)', version: '1' } })) });
    await expect(downloadUrl(hostile.deps, 'WINDOWS')).rejects.toThrow('http');
  });

  it('logs 5002 with the platform for a signed-in user, nothing for a visitor, and never rejects', async () => {
    const { api, deps } = fakeApi();
    await saveDownloadLog(deps, { platform: 'WINDOWS', version: '0.8.5' }, { id: '3', accountId: 'acc-3' });
    expect(api.saveLog).toHaveBeenCalledWith({ accountId: 'acc-3', authToken: 'token-0123456789', action: 5002, keyValue: 'WINDOWS', message: '0.8.5' });
    await saveDownloadLog(deps, { platform: 'MAC', version: '0.8.5' }, null);
    expect(api.saveLog).toHaveBeenCalledTimes(1);
    const down = fakeApi({ saveLog: vi.fn(async () => Promise.reject(new Error('offline'))) });
    await expect(saveDownloadLog(down.deps, { platform: 'MAC', version: '0.8.5' }, { id: '3', accountId: 'acc-3' })).resolves.toBeUndefined();
  });
});
