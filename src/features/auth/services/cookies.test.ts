// @vitest-environment happy-dom
// The user cookie (spec 3: userInfo kept in a cookie): who is signed in and how, with the game player's Enjin wallet.
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it } from 'vitest';
import { removeUserCookie, saveUserCookie } from './cookies';

afterEach(() => removeUserCookie());

const read = () => JSON.parse(Cookies.get('userInfo') ?? 'null') as Record<string, unknown> | null;

describe('user cookie', () => {
  it('carries enjinWalletAddr, empty when no Enjin wallet is linked', () => {
    saveUserCookie('id', { id: '7', accountId: 'acc-7', account: 'alice01', walletType: 9999 });
    expect(read()).toMatchObject({ id: '7', accountId: 'acc-7', account: 'alice01', enjinWalletAddr: '', loginBy: 'id' });
    const enjin = '0x976EA74026E726554dB657fA54763abd0C3a0aa9';
    saveUserCookie('wallet', { id: '7', account: 'alice01', walletAddr: enjin, walletType: 1, enjinWalletAddr: enjin });
    expect(read()).toMatchObject({ wallet_addr: enjin, enjinWalletAddr: enjin, loginBy: 'wallet' });
  });

  it('holds no contact details or token', () => {
    saveUserCookie('id', { id: '7', account: 'alice01', ...({ email: 'a@example.com', authToken: 'secret' } as object) });
    expect(Object.keys(read()!).sort()).toEqual(['account', 'accountId', 'enjinWalletAddr', 'id', 'loginBy', 'nickname', 'walletType', 'wallet_addr']);
  });
});
