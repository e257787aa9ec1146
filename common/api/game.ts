// Requests and answers of the game-asset service: player record and Enjin wallet link (JSON, authToken auth).
import { z } from 'zod/mini';
import { walletAddress } from './fields';

const tokenAuth = {
  accountId: z.string().check(z.trim(), z.minLength(1, 'error-msg-account-id'), z.maxLength(64, 'error-msg-account-id')),
  authToken: z.string().check(z.minLength(10, 'error-msg-auth'), z.maxLength(200, 'error-msg-auth')),
};

const player = z.object({ accountId: z.string(), nickname: z.string(), enjinWalletAddr: z.string(), createdAt: z.string() });
export const createPlayerRequest = z.object({
  ...tokenAuth,
  nickname: z.string().check(z.trim(), z.regex(/^[\p{L}\p{N}_]{2,16}$/u, 'error-msg-nickname')),
});
export const getPlayerRequest = z.object(tokenAuth);
export const playerAnswer = z.object({ data: player });
export const maybePlayerAnswer = z.object({ data: z.union([player, z.null()]) });
export const connectEnjinRequest = z.object({ ...tokenAuth, enjinWalletAddr: walletAddress });
