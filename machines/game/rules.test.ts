// Game start rules: who has a user id to start with, and the start game fields of a wallet and an ID login.
import { describe, expect, it } from 'vitest';
import { refreshInputOf, startInputOf } from './rules';

describe('refreshInputOf (spec 4: a user id in the cookie)', () => {
  it.each([
    ['nobody', null, null],
    ['no accountId', { id: '3' }, null],
    ['a non-numeric id', { id: 'x3', accountId: 'acc' }, null],
    ['both ids', { id: '3', accountId: 'acc-3' }, { accountId: 'acc-3', accountIdx: 3 }],
  ])('%s', (_, user, expected) => {
    expect(refreshInputOf(user)).toEqual(expected);
  });
});

describe('startInputOf', () => {
  const token = { authToken: 'token-0123456789', accountId: 'acc-3', newUser: false };
  it('sends the wallet of a wallet login', () => {
    expect(startInputOf({ id: '3', walletAddr: '0xabc', walletType: 2 }, token)).toEqual({ walletAddr: '0xabc', walletType: 2, ...token });
  });
  it('sends no wallet for an ID login, even when one is registered', () => {
    expect(startInputOf({ id: '3', walletAddr: '0xabc', walletType: 9999 }, token)).toEqual({ walletAddr: '', walletType: 9999, ...token });
    expect(startInputOf({ id: '3' }, token)).toEqual({ walletAddr: '', walletType: 9999, ...token });
  });
});
