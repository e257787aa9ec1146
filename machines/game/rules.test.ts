// Game start rules: who has a user id to start with, the start game fields of a wallet and an ID login, and the player's
// name and Enjin wallet.
import { describe, expect, it } from 'vitest';
import { enjinAddressOf, ensurePlayerInputOf, playerNicknameOf, refreshInputOf, startInputOf } from './rules';

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

describe('the player (createPlayer, connectEnjinWallet)', () => {
  const ALICE = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
  it('names the player after the nickname when the game takes it, else after the login id', () => {
    expect(playerNicknameOf({ id: '3', account: 'alice01', nickname: 'Alice_1' })).toBe('Alice_1');
    expect(playerNicknameOf({ id: '3', account: 'alice01', nickname: 'Alice in Wonderland' })).toBe('alice01');
    expect(playerNicknameOf({ id: '3', account: 'averyveryverylongid20' })).toBe('averyveryverylon');
    expect(playerNicknameOf({ id: '3', account: '' })).toBe('player_3');
  });
  it("links a wallet login's address as the Enjin wallet; an ID login has none to link", () => {
    expect(enjinAddressOf({ walletAddr: ALICE, walletType: 1 })).toBe(ALICE);
    expect(enjinAddressOf({ walletAddr: ALICE, walletType: 9999 })).toBeNull();
    expect(enjinAddressOf({ walletAddr: '0xabc', walletType: 1 })).toBeNull();
    expect(
      ensurePlayerInputOf({ id: '3', account: 'alice01', walletAddr: ALICE, walletType: 1 }, { authToken: 'token-0123456789', accountId: 'acc-3' }),
    ).toEqual({
      accountId: 'acc-3',
      authToken: 'token-0123456789',
      nickname: 'alice01',
      enjinWalletAddr: ALICE,
    });
  });
});
