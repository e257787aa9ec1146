// Stored session round trip, tolerance of damaged storage, and logout's wipe that keeps the transaction lists.
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '@machines/app/types';
import { clearExceptTxLists, readStoredSession, writeStoredSession } from './storage';

function memory(): Storage {
  const m = new Map<string, string>();
  return {
    getItem: (k) => m.get(k) ?? null,
    setItem: (k, v) => void m.set(k, v),
    removeItem: (k) => void m.delete(k),
    clear: () => m.clear(),
    key: (i) => [...m.keys()][i] ?? null,
    get length() {
      return m.size;
    },
  };
}

describe('stored session', () => {
  it('is null when nothing is stored', () => expect(readStoredSession(memory())).toBeNull());

  it('round-trips the login method and user', () => {
    const s = memory();
    writeStoredSession(s, { loginBy: 'wallet', user: { id: '7', accountId: 'acc-7', account: 'alice', walletType: 1 } });
    expect(readStoredSession(s)).toEqual({ loginBy: 'wallet', user: { id: '7', accountId: 'acc-7', account: 'alice', walletType: 1 } });
  });

  it('keeps the mark of a wallet not verified by signature across a reload', () => {
    const s = memory();
    const user = { id: '7', account: 'bob', walletAddr: '0xabc', walletType: 1 as const, walletUnverified: true as const };
    writeStoredSession(s, { loginBy: 'wallet', user });
    expect(readStoredSession(s)?.user).toEqual(user);
  });

  it('keeps the Enjin wallet of userInfo across a reload (spec 3), and refuses a malformed one', () => {
    const s = memory();
    const user = { id: '7', account: 'alice', walletType: 9999 as const, enjinWalletAddr: '0x976EA74026E726554dB657fA54763abd0C3a0aa9' };
    writeStoredSession(s, { loginBy: 'id', user });
    expect(readStoredSession(s)?.user).toEqual(user);
    s.setItem('userInfo', JSON.stringify({ ...user, enjinWalletAddr: 42 }));
    expect(readStoredSession(s)?.user).toBeNull();
  });

  it('ignores an unknown login method and a damaged user record', () => {
    const s = memory();
    s.setItem('loginBy', 'telepathy');
    expect(readStoredSession(s)).toBeNull();
    s.setItem('loginBy', 'id');
    s.setItem('userInfo', '{broken');
    expect(readStoredSession(s)).toEqual({ loginBy: 'id', user: null });
  });

  it('keeps no user with a malformed field, and only the fields a session keeps', () => {
    const s = memory();
    s.setItem('loginBy', 'wallet');
    for (const user of [
      { id: 7, account: 'alice' },
      { id: '7' },
      { id: '7', account: 'alice', walletType: 7 },
      { id: '7', account: 'alice', nickname: 3 },
      'alice',
    ]) {
      s.setItem('userInfo', JSON.stringify(user));
      expect(readStoredSession(s), JSON.stringify(user)).toEqual({ loginBy: 'wallet', user: null });
    }
    s.setItem('userInfo', JSON.stringify({ id: '7', account: 'alice', walletType: 9999, nickname: 'Al', walletAddr: '0xabc', token: 'secret' }));
    expect(readStoredSession(s)?.user).toStrictEqual({ id: '7', account: 'alice', nickname: 'Al', walletAddr: '0xabc', walletType: 9999 });
  });
});

describe('stored user, slim', () => {
  const whole = {
    id: '7',
    accountId: 'acc-7',
    account: 'alice',
    nickname: 'Al',
    walletAddr: '0xabc',
    walletType: 1,
    email: 'a@example.com',
    token: 'secret',
    phone: '+82100',
  };
  const slim = { id: '7', accountId: 'acc-7', account: 'alice', nickname: 'Al', walletAddr: '0xabc', walletType: 1 };

  it('writes only the ids and display fields of a user record that carries more', () => {
    const s = memory();
    writeStoredSession(s, { loginBy: 'id', user: whole as unknown as SessionUser });
    expect(JSON.parse(s.getItem('userInfo')!)).toStrictEqual(slim);
  });

  it('reads a whole record an older version stored and rewrites it in the slim form', () => {
    const s = memory();
    s.setItem('loginBy', 'wallet');
    s.setItem('userInfo', JSON.stringify(whole));
    expect(readStoredSession(s)).toStrictEqual({ loginBy: 'wallet', user: slim });
    expect(JSON.parse(s.getItem('userInfo')!)).toStrictEqual(slim);
    expect(s.getItem('userInfo')).not.toContain('secret');
  });
});

describe("logout's wipe", () => {
  it('removes everything but the transaction lists of each user', () => {
    const s = memory();
    writeStoredSession(s, { loginBy: 'wallet', user: { id: '7', account: 'alice' } });
    s.setItem('stakingPendingTxs', '[]');
    s.setItem('txs.7', '[{"hash":"0x1"}]');
    s.setItem('txs.8', '[]');
    clearExceptTxLists(s);
    expect(readStoredSession(s)).toBeNull();
    expect([...Array(s.length).keys()].map((i) => s.key(i)).sort()).toEqual(['txs.7', 'txs.8']);
    expect(s.getItem('txs.7')).toBe('[{"hash":"0x1"}]');
  });
});
