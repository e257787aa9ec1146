// My page's game player (spec 3 userInfo.enjinWalletAddr, spec 7 game-asset calls): reads the player, creates it when
// the user asks and there is none, links the signed-in wallet as its Enjin wallet when none is linked; the session's
// user follows the Enjin wallet each answer names (spec 3: userInfo.enjinWalletAddr is kept in the application state).
import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import { apiErrorMessage } from '../shared/apiErrors';
import { appActors } from '../shared/system';
import type { Message } from '../shared/message';
import { GAME_MESSAGE } from './messages';
import type { GamePlayer, PlayerView } from './types';

export interface PlayerContext {
  view: PlayerView | null;
  notice: Message | null;
}

export type PlayerEvent = { type: 'PLAYER.CREATE' } | { type: 'PLAYER.LINK' } | { type: 'PLAYER.RELOAD' };

export const playerMachine = setup({
  types: {
    context: {} as PlayerContext,
    events: {} as PlayerEvent,
  },
  actors: {
    /** getPlayer for the signed-in user, and the wallet a link would use. */
    loadPlayer: fromPromise<PlayerView>(async () => {
      throw new Error('loadPlayer not provided');
    }),
    /** createPlayer named after the user (machines/game/rules.ts playerNicknameOf). */
    createPlayer: fromPromise<GamePlayer>(async () => {
      throw new Error('createPlayer not provided');
    }),
    /** connectEnjinWallet with the signed-in wallet. */
    linkEnjin: fromPromise<GamePlayer>(async () => {
      throw new Error('linkEnjin not provided');
    }),
  },
  guards: {
    noPlayer: ({ context }) => context.view !== null && context.view.player === null,
    canLink: ({ context }) => context.view?.player != null && context.view.player.enjinWalletAddr === '' && context.view.walletAddr !== null,
  },
  actions: {
    clearNotice: assign({ notice: null }),
    setPlayer: assign({ view: ({ context }, player: GamePlayer) => ({ walletAddr: context.view?.walletAddr ?? null, player }) }),
    failed: assign({ notice: (_, failure: Message) => failure }),
    /** The session keeps the player's Enjin wallet (and writes it to the cookie and storage when it changed). */
    tellSession: enqueueActions((args, player: GamePlayer | null) => {
      if (player) appActors(args).send('session', { type: 'SESSION.ENJIN_WALLET', enjinWalletAddr: player.enjinWalletAddr });
    }),
  },
}).createMachine({
  id: 'player',
  description:
    "My page's game player: read on arrival (getPlayer); Create player when there is none (createPlayer), Connect Enjin wallet when none is linked and " +
    'a wallet is signed in (connectEnjinWallet). A failed read says the game service is not reachable, with Retry; a failed create or link keeps the ' +
    'player shown with the reason.',
  context: { view: null, notice: null },
  initial: 'loading',
  states: {
    loading: {
      entry: 'clearNotice',
      invoke: {
        id: 'loadPlayer',
        src: 'loadPlayer',
        onDone: {
          target: 'ready',
          actions: [assign({ view: ({ event }) => event.output }), { type: 'tellSession', params: ({ event }) => event.output.player }],
        },
        onError: { target: 'unavailable', actions: { type: 'failed', params: ({ event }) => apiErrorMessage(event.error, GAME_MESSAGE.playerFailed) } },
      },
    },
    ready: {
      on: {
        'PLAYER.CREATE': { guard: 'noPlayer', target: 'creating' },
        'PLAYER.LINK': { guard: 'canLink', target: 'linking' },
        'PLAYER.RELOAD': 'loading',
      },
    },
    creating: {
      entry: 'clearNotice',
      invoke: {
        id: 'createPlayer',
        src: 'createPlayer',
        onDone: {
          target: 'ready',
          actions: [
            { type: 'setPlayer', params: ({ event }) => event.output },
            { type: 'tellSession', params: ({ event }) => event.output },
          ],
        },
        onError: { target: 'ready', actions: { type: 'failed', params: ({ event }) => apiErrorMessage(event.error, GAME_MESSAGE.playerFailed) } },
      },
    },
    linking: {
      entry: 'clearNotice',
      invoke: {
        id: 'linkEnjin',
        src: 'linkEnjin',
        onDone: {
          target: 'ready',
          actions: [
            { type: 'setPlayer', params: ({ event }) => event.output },
            { type: 'tellSession', params: ({ event }) => event.output },
          ],
        },
        onError: { target: 'ready', actions: { type: 'failed', params: ({ event }) => apiErrorMessage(event.error, GAME_MESSAGE.playerFailed) } },
      },
    },
    unavailable: {
      on: { 'PLAYER.RELOAD': 'loading' },
    },
  },
});
