// The game-asset service calls (spec 7: getPlayer, createPlayer, connectEnjinWallet) as plain (deps, input) functions:
// game start's player step and my page's player section.
import { enjinAddressOf, playerNicknameOf } from '@machines/game/rules';
import type { EnsurePlayerInput, GamePlayer, GameUser, PlayerView } from '@machines/game/types';
import { authTokenFor, loggableUser } from '../../../services/authToken';
import type { GameDeps } from './deps';

const playerOf = (p: { nickname: string; enjinWalletAddr: string }): GamePlayer => ({ nickname: p.nickname, enjinWalletAddr: p.enjinWalletAddr });

/** Game start: the player, created when missing, with the wallet linked as its Enjin wallet when none is. */
export async function ensurePlayer(deps: GameDeps, input: EnsurePlayerInput): Promise<GamePlayer> {
  const api = await deps.api();
  const auth = { accountId: input.accountId, authToken: input.authToken };
  let player = (await api.getPlayer(auth)).data ?? (await api.createPlayer({ ...auth, nickname: input.nickname })).data;
  if (player.enjinWalletAddr === '' && input.enjinWalletAddr) player = (await api.connectEnjinWallet({ ...auth, enjinWalletAddr: input.enjinWalletAddr })).data;
  return playerOf(player);
}

/** The signed-in user's ids and the app's one authToken; throws when there is no session to ask for. */
async function authOf(deps: GameDeps, user: GameUser | null) {
  const who = loggableUser(user);
  if (!who) throw new Error('Not signed in');
  const api = await deps.api();
  const authToken = await authTokenFor(api, who, deps.now ?? Date.now);
  if (!authToken) throw Object.assign(new Error('Not signed in'), { key: 'error-msg-auth' });
  return { api, auth: { accountId: who.accountId, authToken } };
}

/** My page: the player (null: none yet) and the wallet a link would use. */
export async function loadPlayerView(deps: GameDeps, user: GameUser | null): Promise<PlayerView> {
  const { api, auth } = await authOf(deps, user);
  const { data } = await api.getPlayer(auth);
  return { player: data ? playerOf(data) : null, walletAddr: user ? enjinAddressOf(user) : null };
}

export async function createPlayerFor(deps: GameDeps, user: GameUser | null): Promise<GamePlayer> {
  const { api, auth } = await authOf(deps, user);
  return playerOf((await api.createPlayer({ ...auth, nickname: playerNicknameOf(user!) })).data);
}

export async function linkEnjinWallet(deps: GameDeps, user: GameUser | null): Promise<GamePlayer> {
  const address = user ? enjinAddressOf(user) : null;
  if (!address) throw new Error('No wallet to link');
  const { api, auth } = await authOf(deps, user);
  return playerOf((await api.connectEnjinWallet({ ...auth, enjinWalletAddr: address })).data);
}
