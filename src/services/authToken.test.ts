// The shared authToken cache: one refresh for calls at the same moment, renewal before expiry, a new user, no session.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authTokenFor, forgetAuthToken, loggableUser } from './authToken';

const USER = { id: '7', accountId: 'acc-7' };
const answer = (authToken: string, expiresAt: number) => ({
  result: 0 as const,
  authToken,
  accountId: USER.accountId,
  newUser: false,
  expiresAt: new Date(expiresAt).toISOString(),
});

afterEach(() => forgetAuthToken());

describe('authTokenFor', () => {
  it('shares one refresh between calls at the same moment and serves the cached token until a minute before expiry', async () => {
    let n = 0;
    const refreshToken = vi.fn(async () => answer(`t${++n}`, 10 * 60_000));
    const api = { refreshToken } as never;
    const [a, b] = await Promise.all([authTokenFor(api, USER, () => 0), authTokenFor(api, USER, () => 0)]);
    expect([a, b]).toEqual(['t1', 't1']);
    expect(refreshToken).toHaveBeenCalledTimes(1);
    expect(refreshToken).toHaveBeenCalledWith({ accountId: 'acc-7', accountIdx: 7 });
    expect(await authTokenFor(api, USER, () => 9 * 60_000 - 1)).toBe('t1');
    expect(await authTokenFor(api, USER, () => 9 * 60_000)).toBe('t2');
    expect(await authTokenFor(api, { id: '8', accountId: 'acc-8' }, () => 0)).toBe('t3');
  });

  it('answers null without a session (result 9) and asks again next time; a forgotten token is asked again', async () => {
    const refreshToken = vi
      .fn()
      .mockResolvedValueOnce({ result: 9 })
      .mockResolvedValue(answer('t', 10 * 60_000));
    const api = { refreshToken } as never;
    expect(await authTokenFor(api, USER, () => 0)).toBeNull();
    expect(await authTokenFor(api, USER, () => 0)).toBe('t');
    forgetAuthToken();
    await authTokenFor(api, USER, () => 0);
    expect(refreshToken).toHaveBeenCalledTimes(3);
  });

  it('a failed refresh rejects every waiting caller and is not cached', async () => {
    const refreshToken = vi
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(answer('t', 10 * 60_000));
    const api = { refreshToken } as never;
    await expect(Promise.all([authTokenFor(api, USER, () => 0), authTokenFor(api, USER, () => 0)])).rejects.toThrow('offline');
    expect(await authTokenFor(api, USER, () => 0)).toBe('t');
  });
});

describe('loggableUser', () => {
  it('needs a numeric id and an account id', () => {
    expect(loggableUser(USER)).toEqual(USER);
    expect(loggableUser({ id: '7' })).toBeNull();
    expect(loggableUser({ id: 'wallet', accountId: 'a' })).toBeNull();
    expect(loggableUser(null)).toBeNull();
  });
});
