import { describe, expect, it } from 'vitest';
import type { UserInfo } from '@common/api/auth';
import { sessionUserOf } from './login';

const info: UserInfo = {
  id: 12,
  accountId: 'acc-12',
  country: 'KR',
  account: 'tester01',
  phone_number: '01012345678',
  email: 't@example.com',
  name: 'T',
  gender: '',
  birth: '',
  admin_category: 0,
  intro: '',
  affiliation: '',
  department: '',
  position: '',
  nickname: 'tee',
  wallet_addr: '',
  enjinWalletAddr: '',
  oqs_no: '',
};

describe('sessionUserOf', () => {
  it('keeps who signed in and how, never contact details', () => {
    expect(sessionUserOf(info, 9999)).toEqual({ id: '12', accountId: 'acc-12', account: 'tester01', nickname: 'tee', walletType: 9999 });
    expect(sessionUserOf({ ...info, nickname: '', wallet_addr: '0xabc' }, 1)).toEqual({
      id: '12',
      accountId: 'acc-12',
      account: 'tester01',
      walletAddr: '0xabc',
      walletType: 1,
    });
  });

  it('keeps userInfo.enjinWalletAddr (spec 3: in the application state), and none when the player has none linked', () => {
    const enjin = '0x976EA74026E726554dB657fA54763abd0C3a0aa9';
    expect(sessionUserOf({ ...info, enjinWalletAddr: enjin }, 9999).enjinWalletAddr).toBe(enjin);
    expect(sessionUserOf(info, 9999)).not.toHaveProperty('enjinWalletAddr');
  });
});
