// The game-asset calls over a fake client: game start creates a missing player and links a wallet login's address once;
// my page reads, creates and links with the app's authToken.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetAuthToken } from '../../../services/authToken';
import type { GameApi, GameDeps } from './deps';
import { createPlayerFor, ensurePlayer, linkEnjinWallet, loadPlayerView } from './player';

afterEach(() => forgetAuthToken());

const ALICE = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const AUTH = { accountId: 'acc-3', authToken: 'token-0123456789' };
const record = (enjinWalletAddr = '') => ({ accountId: 'acc-3', nickname: 'alice01', enjinWalletAddr, createdAt: '2026-01-01T00:00:00.000Z' });

function fakeApi(existing: ReturnType<typeof record> | null) {
  const api = {
    refreshToken: vi.fn(async () => ({ result: 0, authToken: AUTH.authToken, accountId: 'acc-3', newUser: false, expiresAt: '2030-01-01T00:00:00Z' })),
    getPlayer: vi.fn(async () => ({ data: existing })),
    createPlayer: vi.fn(async () => ({ data: record() })),
    connectEnjinWallet: vi.fn(async (input: { enjinWalletAddr: string }) => ({ data: record(input.enjinWalletAddr) })),
  };
  const deps: GameDeps = { api: async () => api as unknown as GameApi, now: () => Date.parse('2026-06-01T00:00:00Z') };
  return { api, deps };
}

describe('game start: ensurePlayer', () => {
  it('creates the missing player, then links the wallet as its Enjin wallet', async () => {
    const { api, deps } = fakeApi(null);
    expect(await ensurePlayer(deps, { ...AUTH, nickname: 'alice01', enjinWalletAddr: ALICE })).toEqual({ nickname: 'alice01', enjinWalletAddr: ALICE });
    expect(api.createPlayer).toHaveBeenCalledWith({ ...AUTH, nickname: 'alice01' });
    expect(api.connectEnjinWallet).toHaveBeenCalledWith({ ...AUTH, enjinWalletAddr: ALICE });
  });
  it('leaves an existing linked player as it is, and links nothing for an ID login', async () => {
    const linked = fakeApi(record(ALICE));
    expect((await ensurePlayer(linked.deps, { ...AUTH, nickname: 'alice01', enjinWalletAddr: ALICE })).enjinWalletAddr).toBe(ALICE);
    expect(linked.api.createPlayer).not.toHaveBeenCalled();
    expect(linked.api.connectEnjinWallet).not.toHaveBeenCalled();
    const idLogin = fakeApi(record());
    expect(await ensurePlayer(idLogin.deps, { ...AUTH, nickname: 'alice01', enjinWalletAddr: null })).toEqual({ nickname: 'alice01', enjinWalletAddr: '' });
    expect(idLogin.api.connectEnjinWallet).not.toHaveBeenCalled();
  });
});

describe("my page's player", () => {
  const walletUser = { id: '3', accountId: 'acc-3', account: 'alice01', walletAddr: ALICE, walletType: 1 as const };
  it('reads the player with the refreshed authToken and says which wallet a link would use', async () => {
    const { api, deps } = fakeApi(null);
    expect(await loadPlayerView(deps, walletUser)).toEqual({ player: null, walletAddr: ALICE });
    expect(api.refreshToken).toHaveBeenCalledWith({ accountId: 'acc-3', accountIdx: 3 });
    expect(api.getPlayer).toHaveBeenCalledWith(AUTH);
    expect(await loadPlayerView(deps, { ...walletUser, walletType: 9999 })).toEqual({ player: null, walletAddr: null });
  });
  it('creates the player after the user and links the signed-in wallet', async () => {
    const { api, deps } = fakeApi(null);
    expect(await createPlayerFor(deps, walletUser)).toEqual({ nickname: 'alice01', enjinWalletAddr: '' });
    expect(api.createPlayer).toHaveBeenCalledWith({ ...AUTH, nickname: 'alice01' });
    expect(await linkEnjinWallet(deps, walletUser)).toEqual({ nickname: 'alice01', enjinWalletAddr: ALICE });
  });
  it('refuses without a session or a wallet to link', async () => {
    const { deps } = fakeApi(null);
    await expect(loadPlayerView(deps, null)).rejects.toThrow('Not signed in');
    await expect(linkEnjinWallet(deps, { ...walletUser, walletType: 9999 })).rejects.toThrow('No wallet to link');
  });
});
