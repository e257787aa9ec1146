// Game start rules as pure functions: who may start the game (spec 4: a user id in the cookie), what start game is sent,
// and the player the game-asset service gets (name, Enjin wallet).
import { WALLET_TYPE } from '@common/domain/wallet';
import type { EnsurePlayerInput, GameUser, RefreshTokenInput, StartGameInput } from './types';

/** The refresh token's ids, or null when the stored user has none to give (spec 4: no user id → log in first). */
export function refreshInputOf(user: GameUser | null): RefreshTokenInput | null {
  if (!user?.accountId || !/^\d+$/.test(user.id)) return null;
  return { accountId: user.accountId, accountIdx: Number(user.id) };
}

/** Start game's fields from the stored user and the fresh token: an ID login sends no wallet (walletType 9999). */
export function startInputOf(user: GameUser, token: { authToken: string; accountId: string; newUser: boolean }): StartGameInput {
  const walletType = user.walletType ?? WALLET_TYPE.IdLogin;
  return {
    walletAddr: walletType === WALLET_TYPE.IdLogin ? '' : (user.walletAddr ?? ''),
    authToken: token.authToken,
    accountId: token.accountId,
    newUser: token.newUser,
    walletType,
  };
}

/** createPlayer's nickname rule (common/api/game.ts): 2 to 16 letters, digits or _. */
const PLAYER_NAME = /^[\p{L}\p{N}_]{2,16}$/u;

/** The player's name: the user's nickname when the game takes it, else the login id (5 to 20 lowercase letters and digits) cut to 16. */
export function playerNicknameOf(user: Pick<GameUser, 'id' | 'account' | 'nickname'>): string {
  const nickname = user.nickname?.trim() ?? '';
  if (PLAYER_NAME.test(nickname)) return nickname;
  const fromAccount = (user.account ?? '').replace(/[^\p{L}\p{N}_]/gu, '_').slice(0, 16);
  return PLAYER_NAME.test(fromAccount) ? fromAccount : `player_${user.id}`.slice(0, 16);
}

/** The wallet to link as the player's Enjin wallet: a wallet login's address; an ID login has none. */
export function enjinAddressOf(user: Pick<GameUser, 'walletAddr' | 'walletType'>): string | null {
  if ((user.walletType ?? WALLET_TYPE.IdLogin) === WALLET_TYPE.IdLogin) return null;
  return user.walletAddr && /^0x[0-9a-fA-F]{40}$/.test(user.walletAddr) ? user.walletAddr : null;
}

/** Game start's player step from the stored user and the fresh token. */
export function ensurePlayerInputOf(user: GameUser, token: { authToken: string; accountId: string }): EnsurePlayerInput {
  return { accountId: token.accountId, authToken: token.authToken, nickname: playerNicknameOf(user), enjinWalletAddr: enjinAddressOf(user) };
}
