// @vitest-environment happy-dom
// Wallet login: SIWE when the back end offers siwe_nonce; the spec's bare wallet login, marked unverified, when it answers 404.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserInfo } from '@common/api/auth';
import { ApiCallError } from '../../../services/api/errors';

const client = { siweNonce: vi.fn(), walletLogin: vi.fn(), unsignedWalletLogin: vi.fn() };
vi.mock('./api', () => ({ api: () => Promise.resolve(client) }));
vi.mock('../../wallet/services/siwe', () => ({ signInWithEthereum: () => Promise.resolve({ message: 'signed message', signature: '0xsig' }) }));

const { walletLogin } = await import('./login');

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const user: UserInfo = {
  id: 7,
  accountId: 'acc-7',
  country: 'KR',
  account: 'bob',
  phone_number: '',
  email: 'bob@example.com',
  name: 'Bob',
  gender: '',
  birth: '',
  admin_category: 0,
  intro: '',
  affiliation: '',
  department: '',
  position: '',
  nickname: '',
  wallet_addr: ADDRESS,
  enjinWalletAddr: '',
  oqs_no: '',
};
const connection = { address: ADDRESS, chainId: 31337, walletType: 1 as const };
const provider = { request: () => Promise.resolve(null) };

beforeEach(() => {
  vi.clearAllMocks();
  client.walletLogin.mockResolvedValue([user]);
  client.unsignedWalletLogin.mockResolvedValue([user]);
});

describe('walletLogin', () => {
  it('signs in with a signed message when the back end offers siwe_nonce', async () => {
    client.siweNonce.mockResolvedValue({ data: { nonce: 'n1', expiresAt: '', chainIds: [31337] } });
    const session = await walletLogin(connection as never, provider as never);
    expect(client.walletLogin).toHaveBeenCalledWith({ wallet_addr: ADDRESS, wallet: 1, message: 'signed message', signature: '0xsig' });
    expect(session.walletUnverified).toBeUndefined();
  });

  it.each([
    ['the reference API without the extension', new ApiCallError(404, 'error-msg-no-endpoint', 'No such endpoint')],
    ['a foreign 404 page', new ApiCallError(404, 'error-msg-server', 'HTTP 404')],
    ['501 Not Implemented', new ApiCallError(501, 'error-msg-server', 'HTTP 501')],
  ])("falls back to the spec's wallet login (wallet_addr, wallet) on %s, marked unverified", async (_, error) => {
    client.siweNonce.mockRejectedValue(error);
    const session = await walletLogin(connection as never, provider as never);
    expect(client.unsignedWalletLogin).toHaveBeenCalledWith({ wallet_addr: ADDRESS, wallet: 1 });
    expect(client.walletLogin).not.toHaveBeenCalled();
    expect(session).toMatchObject({ account: 'bob', walletAddr: ADDRESS, walletUnverified: true });
  });

  it('does not fall back on other failures (the server is down, the address is refused)', async () => {
    client.siweNonce.mockRejectedValue(new ApiCallError(500, 'error-msg-server', 'down'));
    await expect(walletLogin(connection as never, provider as never)).rejects.toThrow('down');
    expect(client.unsignedWalletLogin).not.toHaveBeenCalled();
  });
});
