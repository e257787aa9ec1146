// Session-gone detection in the transport: 401 error-msg-auth on a session call and refresh token result 9 announce
// it; a stale authToken, another error or a visitor's success do not.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { localBaseUrls } from '@common/api/paths';
import { ApiClient } from './client';
import { onSessionGone } from './sessionGone';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function client(answer: () => Response) {
  const fetch = vi.fn(async () => answer());
  return new ApiClient({ baseUrls: localBaseUrls('http://api.test'), usedomain: 'app.test', fetch });
}

let off: (() => void) | null = null;
afterEach(() => off?.());

function listen() {
  const gone = vi.fn();
  off = onSessionGone(gone);
  return gone;
}

describe('session gone', () => {
  it('a session call answered 401 error-msg-auth announces it (and still rejects)', async () => {
    const gone = listen();
    const api = client(() => json(401, { error: 'error-msg-auth', message: 'Login required or expired' }));
    await expect(api.listWallets('tester01')).rejects.toMatchObject({ status: 401, key: 'error-msg-auth' });
    await expect(api.proposalCondition({ address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', chainId: 31338 })).rejects.toThrow();
    expect(gone).toHaveBeenCalledTimes(2);
  });

  it('refresh token result 9 (not logged in) announces it; result 0 does not', async () => {
    const gone = listen();
    await client(() => json(200, { result: 9 })).refreshToken({ accountId: 'a1', accountIdx: 1 });
    expect(gone).toHaveBeenCalledTimes(1);
    const ok = { result: 0, authToken: 'x'.repeat(20), accountId: 'a1', newUser: 0, expiresAt: new Date().toISOString() };
    await client(() => json(200, ok))
      .refreshToken({ accountId: 'a1', accountIdx: 1 })
      .catch(() => undefined);
    expect(gone).toHaveBeenCalledTimes(1);
  });

  it('a 401 on a call with an authToken (a stale game token), another error key or status: not the session', async () => {
    const gone = listen();
    const token = client(() => json(401, { error: 'error-msg-auth', message: 'authToken missing or expired' }));
    await expect(token.saveLog({ accountId: 'a1', authToken: 'x'.repeat(20), action: 5002 })).rejects.toThrow();
    await expect(client(() => json(401, { error: 'error-msg-login-failed', message: 'no' })).listWallets('tester01')).rejects.toThrow();
    await expect(client(() => json(403, { error: 'error-msg-auth', message: 'no' })).listWallets('tester01')).rejects.toThrow();
    expect(gone).not.toHaveBeenCalled();
  });
});
