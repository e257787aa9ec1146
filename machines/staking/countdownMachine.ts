// Home campaign countdown: fetches a pool's campaign times, then recomputes the status every second until the campaign ends.
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { PoolId } from '@common/domain/campaign';
import { TIMING } from '../constants';
import { campaignStatusAt, pickCampaign } from './campaign';
import type { CampaignInfo, CampaignTimeInput, CampaignTimes } from './types';

export interface CountdownContext {
  chainId: number | null;
  poolId: PoolId;
  campaign: CampaignInfo | null;
  nowSec: number;
}

export type CountdownEvent =
  { type: 'COUNTDOWN.START'; chainId: number } | { type: 'COUNTDOWN.STOP' } | { type: 'POOL.SELECT'; poolId: PoolId } | { type: 'COUNTDOWN.RETRY' };

export const countdownMachine = setup({
  types: {
    context: {} as CountdownContext,
    events: {} as CountdownEvent,
    input: {} as { poolId?: PoolId } | undefined,
  },
  actors: {
    getCampaignTime: fromPromise<CampaignTimes, CampaignTimeInput>(async () => {
      throw new Error('getCampaignTime not provided');
    }),
  },
  delays: {
    tick: TIMING.countdownTickMs,
  },
  guards: {
    isEnded: ({ context }) => context.campaign !== null && campaignStatusAt(context.campaign, context.nowSec) === 1,
    otherPool: ({ context, event }) => event.type === 'POOL.SELECT' && event.poolId !== context.poolId,
  },
  actions: {
    setChain: assign(({ event }) => {
      assertEvent(event, 'COUNTDOWN.START');
      return { chainId: event.chainId };
    }),
    setPool: assign(({ event }) => {
      assertEvent(event, 'POOL.SELECT');
      return { poolId: event.poolId };
    }),
    clearCampaign: assign({ campaign: null }),
    advance: assign(({ context }) => ({ nowSec: context.nowSec + TIMING.countdownTickMs / 1000 })),
  },
}).createMachine({
  id: 'countdown',
  description:
    'Campaign countdown on Home: status 1 ended, 2 upcoming, 3 ongoing, recomputed every tick; stops at zero once ended; hidden when the pool has no campaign.',
  context: ({ input }) => ({ chainId: null, poolId: input?.poolId ?? 1, campaign: null, nowSec: 0 }),
  initial: 'idle',
  on: {
    'COUNTDOWN.STOP': { target: '.idle', actions: 'clearCampaign' },
  },
  states: {
    idle: {
      on: { 'COUNTDOWN.START': { target: 'loading', actions: 'setChain' } },
    },
    loading: {
      invoke: {
        id: 'getCampaignTime',
        src: 'getCampaignTime',
        input: ({ context }) => ({ chainId: context.chainId ?? 0 }),
        onDone: [
          {
            guard: ({ context, event }) => pickCampaign(event.output.campaigns, context.poolId, event.output.nowSec) !== null,
            target: 'running',
            actions: assign(({ context, event }) => ({
              campaign: pickCampaign(event.output.campaigns, context.poolId, event.output.nowSec),
              nowSec: event.output.nowSec,
            })),
          },
          { target: 'hidden', actions: 'clearCampaign' },
        ],
        onError: { target: 'failed', actions: 'clearCampaign' },
      },
    },
    running: {
      initial: 'check',
      on: {
        'POOL.SELECT': { guard: 'otherPool', target: 'loading', actions: 'setPool' },
      },
      states: {
        check: {
          always: [{ guard: 'isEnded', target: '#countdown.ended' }, { target: 'ticking' }],
        },
        ticking: {
          after: { tick: { target: 'check', actions: 'advance' } },
        },
      },
    },
    /** Status 1: the countdown shows zero and stops. */
    ended: {
      on: { 'POOL.SELECT': { guard: 'otherPool', target: 'loading', actions: 'setPool' } },
    },
    /** An empty result hides the timer. */
    hidden: {
      on: { 'POOL.SELECT': { guard: 'otherPool', target: 'loading', actions: 'setPool' } },
    },
    failed: {
      on: {
        'COUNTDOWN.RETRY': 'loading',
        'POOL.SELECT': { guard: 'otherPool', target: 'loading', actions: 'setPool' },
      },
    },
  },
});
