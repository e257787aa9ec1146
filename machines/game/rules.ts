// Game start rules as pure functions: who may start the game (spec 4: a user id in the cookie) and what start game is sent.
import { WALLET_TYPE } from '../../common/domain/wallet';
import type { GameUser, RefreshTokenInput, StartGameInput } from './types';

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
