// My page's game player: model-based coverage of every state and transition (no player, an unlinked and a linked one,
// no wallet to link, failures), with what the section shows at each step.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, createMachine, fromCallback, fromPromise, type AnyEventObject, type SnapshotFrom } from 'xstate';
import { ControlledPromises, flushPromises, getEdgePaths, ModelCoverage, runPaths, type ModelEvent } from '../testing/modelTest';
import { GAME_MESSAGE } from './messages';
import { playerMachine } from './playerMachine';
import { selectPlayer, selectPlayerBusy, selectPlayerLoading, selectPlayerNotice, selectPlayerUnavailable } from './selectors';
import type { GamePlayer, PlayerView } from './types';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

type Model = typeof playerMachine;
const WALLET = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const UNLINKED: GamePlayer = { nickname: 'alice01', enjinWalletAddr: '' };
const LINKED: GamePlayer = { nickname: 'alice01', enjinWalletAddr: WALLET };
const VIEWS: PlayerView[] = [
  { player: null, walletAddr: WALLET },
  { player: UNLINKED, walletAddr: WALLET },
  { player: UNLINKED, walletAddr: null },
  { player: LINKED, walletAddr: WALLET },
];
const down = Object.assign(new Error('game service down'), { key: 'error-msg-server' });

function samples(s: SnapshotFrom<Model>): ModelEvent<Model>[] {
  if (s.matches('loading')) {
    return [
      ...VIEWS.map((output) => ({ type: 'xstate.done.actor.loadPlayer', output }) as ModelEvent<Model>),
      { type: 'xstate.error.actor.loadPlayer', error: down },
    ];
  }
  if (s.matches('creating'))
    return [
      { type: 'xstate.done.actor.createPlayer', output: UNLINKED },
      { type: 'xstate.error.actor.createPlayer', error: down },
    ];
  if (s.matches('linking'))
    return [
      { type: 'xstate.done.actor.linkEnjin', output: LINKED },
      { type: 'xstate.error.actor.linkEnjin', error: down },
    ];
  return [{ type: 'PLAYER.CREATE' }, { type: 'PLAYER.LINK' }, { type: 'PLAYER.RELOAD' }];
}

describe('playerMachine model', () => {
  it('replays a path over every edge and covers every state and transition', async () => {
    const promises = new ControlledPromises();
    const machine = playerMachine.provide({
      actors: { loadPlayer: promises.actor('loadPlayer'), createPlayer: promises.actor('createPlayer'), linkEnjin: promises.actor('linkEnjin') },
    });
    const coverage = new ModelCoverage(playerMachine);
    const paths = getEdgePaths(playerMachine, { events: samples });
    await runPaths({
      machine,
      paths,
      coverage,
      promises,
      check: (actual, step, before) => {
        expect(selectPlayerLoading(actual)).toBe(actual.matches('loading'));
        expect(selectPlayerUnavailable(actual)).toBe(actual.matches('unavailable'));
        expect(selectPlayerBusy(actual)).toBe(actual.matches('creating') || actual.matches('linking'));
        const { type } = step.event;
        // Create only when there is no player; link only an unlinked player with a wallet signed in.
        if (type === 'PLAYER.CREATE') expect(actual.matches('creating')).toBe(before.matches('ready') && selectPlayer(before) === null);
        if (type === 'PLAYER.LINK') {
          const p = selectPlayer(before);
          expect(actual.matches('linking')).toBe(before.matches('ready') && p !== null && p.enjinWalletAddr === '' && before.context.view?.walletAddr !== null);
        }
        if (type === 'xstate.done.actor.createPlayer') expect(selectPlayer(actual)).toEqual(UNLINKED);
        if (type === 'xstate.done.actor.linkEnjin') expect(selectPlayer(actual)?.enjinWalletAddr).toBe(WALLET);
        if (type.startsWith('xstate.error.actor.')) expect(selectPlayerNotice(actual)).toEqual({ id: GAME_MESSAGE.playerFailed, detail: 'game service down' });
        // A failed create or link keeps what was shown.
        if (type === 'xstate.error.actor.createPlayer' || type === 'xstate.error.actor.linkEnjin') {
          expect(actual.matches('ready')).toBe(true);
          expect(actual.context.view).toEqual(before.context.view);
        }
        if (type === 'PLAYER.RELOAD' || type.startsWith('xstate.done.actor.')) expect(selectPlayerNotice(actual)).toBeNull();
      },
    });
    expect(coverage.missingStates()).toEqual([]);
    expect(coverage.missingTransitions()).toEqual([]);
  });
});

describe('playerMachine and the session', () => {
  it("tells the session the player's Enjin wallet on each answer: none on reading an unlinked player, the wallet once linked", async () => {
    const heard: AnyEventObject[] = [];
    const machine = playerMachine.provide({
      actors: {
        loadPlayer: fromPromise<PlayerView>(async () => ({ player: UNLINKED, walletAddr: WALLET })),
        createPlayer: fromPromise<GamePlayer>(async () => UNLINKED),
        linkEnjin: fromPromise<GamePlayer>(async () => LINKED),
      },
    });
    const app = createMachine({
      invoke: [
        { src: fromCallback<AnyEventObject>(({ receive }) => receive((e) => heard.push(e))), systemId: 'session' },
        { id: 'player', src: machine },
      ],
    });
    const actor = createActor(app).start();
    await flushPromises();
    expect(heard).toEqual([{ type: 'SESSION.ENJIN_WALLET', enjinWalletAddr: '' }]);
    actor.getSnapshot().children.player!.send({ type: 'PLAYER.LINK' });
    await flushPromises();
    expect(heard.at(-1)).toEqual({ type: 'SESSION.ENJIN_WALLET', enjinWalletAddr: WALLET });
    actor.stop();
  });
});
