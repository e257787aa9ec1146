// The app-wide transaction tracker (systemId 'tx'): every flow registers a sent transaction once; a watcher per pending one; lists kept per signed-in user.
import { assertEvent, enqueueActions, fromPromise, setup, type AnyActorRef } from 'xstate';
import { TX_RECENT_MAX } from '../constants';
import type { ToastTone } from '../overlay/toastMachine';
import { message } from '../shared/message';
import { appActors, SYSTEM_ID } from '../shared/system';
import { TX_MESSAGE } from './messages';
import { txWatchMachine } from './txWatchMachine';
import type { LoadTxsInput, LoadTxsOutput, SaveTxsParams, TrackedTx, TxResultEvent, TxTrackerPublicEvent, TxWatchOutput, TxWatchReport } from './types';

/** The tracker's systemId: flows reach it with system.get(TX_SYSTEM_ID), views through the app's context. */
export const TX_SYSTEM_ID = SYSTEM_ID.tx;

/** A flow waiting for a transaction's result (TX.RESULT). */
export interface TxWaiter {
  hash: string;
  replyTo: AnyActorRef;
}

export interface TxTrackerContext {
  /** The signed-in user's key; null when signed out. */
  owner: string | null;
  /** Pending and recent transactions, newest first. */
  txs: TrackedTx[];
  /** Kept across sign-out: a flow still alive hears the result once its owner signs in again and it settles. */
  waiters: TxWaiter[];
}

export type TxTrackerEvent = TxTrackerPublicEvent | TxWatchReport;

const watchId = (hash: string) => `watch-${hash}`;
const sameHash = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
const find = (txs: TrackedTx[], hash: string) => txs.find((tx) => sameHash(tx.hash, hash));

function ownerOf(context: TxTrackerContext): string {
  if (context.owner === null) throw new Error('the tracker has no owner in this state');
  return context.owner;
}

/** The current list under its owner, once loaded (a partial list would overwrite the stored one). */
const save = { type: 'saveTxs', params: ({ context }: { context: TxTrackerContext }) => ({ owner: ownerOf(context), txs: context.txs }) } as const;

/** Each flow waits once per hash, however often it registers it. */
function withWaiter(waiters: TxWaiter[], hash: string, replyTo: AnyActorRef): TxWaiter[] {
  return waiters.some((w) => w.hash === hash && w.replyTo === replyTo) ? waiters : [...waiters, { hash, replyTo }];
}

/** Newest first; every pending one, and the latest TX_RECENT_MAX settled ones. */
function keepRecent(txs: TrackedTx[]): TrackedTx[] {
  let settled = 0;
  return [...txs].sort((a, b) => b.submittedAt - a.submittedAt).filter((tx) => tx.status === 'pending' || (settled += 1) <= TX_RECENT_MAX);
}

/** A stored or submitted entry as the list holds it: hash in lower case, no stale 'cannot check now'. */
function normalised(tx: TrackedTx, status: TrackedTx['status'] = tx.status): TrackedTx {
  const { unreachable: _unreachable, replacedBy, ...rest } = tx;
  return { ...rest, hash: tx.hash.toLowerCase(), status, ...(status === 'replaced' && replacedBy ? { replacedBy } : {}) };
}

/** How each result is told: a failed check (reverted or dropped) opens the transaction error popup (spec 2, 8), the rest toast. */
const SETTLED_NOTICE: Record<TxWatchOutput['status'], { id: string; tone: ToastTone; popup: boolean }> = {
  mined: { id: TX_MESSAGE.doneConfirmed, tone: 'success', popup: false },
  failed: { id: TX_MESSAGE.doneFailed, tone: 'error', popup: true },
  dropped: { id: TX_MESSAGE.doneDropped, tone: 'error', popup: true },
  replaced: { id: TX_MESSAGE.doneReplaced, tone: 'info', popup: false },
};

/** A transaction the list no longer holds is told by its short hash. */
const HASH_NOTICE: Record<TxWatchOutput['status'], string> = {
  mined: TX_MESSAGE.txConfirmed,
  failed: TX_MESSAGE.txFailed,
  dropped: TX_MESSAGE.txDropped,
  replaced: TX_MESSAGE.txReplaced,
};

/** One transaction error popup per hash. */
export const txErrorPopupId = (hash: string) => `tx-error-${hash.toLowerCase()}`;

export function shortHash(hash: string): string {
  return `${hash.slice(0, 6)}…${hash.slice(-4)}`;
}

export const txTrackerMachine = setup({
  types: {
    context: {} as TxTrackerContext,
    events: {} as TxTrackerEvent,
  },
  actors: {
    txWatch: txWatchMachine,
    loadTxs: fromPromise<LoadTxsOutput, LoadTxsInput>(async () => {
      throw new Error('loadTxs not provided');
    }),
  },
  guards: {
    sameOwner: ({ context, event }) => {
      assertEvent(event, 'TX.OWNER');
      return event.owner === context.owner;
    },
    signsIn: ({ event }) => {
      assertEvent(event, 'TX.OWNER');
      return event.owner !== null;
    },
    isNew: ({ context, event }) => {
      assertEvent(event, 'TX.SUBMITTED');
      return !find(context.txs, event.tx.hash);
    },
    isPending: ({ context, event }) => {
      assertEvent(event, ['TX.SETTLED', 'TX.REACH']);
      return find(context.txs, event.hash)?.status === 'pending';
    },
    isSettled: ({ context, event }) => {
      assertEvent(event, 'TX.DISMISS');
      const tx = find(context.txs, event.hash);
      return tx !== undefined && tx.status !== 'pending';
    },
    hasSettled: ({ context }) => context.txs.some((tx) => tx.status !== 'pending'),
  },
  actions: {
    /** Replaces the owner's stored list (only ever called signed in). */
    saveTxs: (_, _params: SaveTxsParams) => {
      throw new Error('saveTxs not provided');
    },
    add: enqueueActions(({ context, event, enqueue, self }) => {
      assertEvent(event, 'TX.SUBMITTED');
      const tx = normalised(event.tx, 'pending');
      enqueue.assign({
        txs: keepRecent([tx, ...context.txs]),
        waiters: event.replyTo ? withWaiter(context.waiters, tx.hash, event.replyTo) : context.waiters,
      });
      enqueue.spawnChild('txWatch', { id: watchId(tx.hash), input: { tx, reportTo: self } });
    }),
    /** A hash registered again: its flow waits too, or hears the result at once when it has settled. */
    addWaiter: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'TX.SUBMITTED');
      const { replyTo } = event;
      const tx = find(context.txs, event.tx.hash);
      if (!replyTo || !tx) return;
      if (tx.status !== 'pending') {
        enqueue.sendTo(replyTo, {
          type: 'TX.RESULT',
          hash: tx.hash,
          status: tx.status,
          ...(tx.replacedBy ? { replacedBy: tx.replacedBy } : {}),
        } satisfies TxResultEvent);
      } else {
        enqueue.assign({ waiters: withWaiter(context.waiters, tx.hash, replyTo) });
      }
    }),
    settle: enqueueActions(({ context, event, enqueue, system, self }) => {
      assertEvent(event, 'TX.SETTLED');
      const { type: _type, ...result } = event;
      const hash = event.hash.toLowerCase();
      enqueue.assign({
        txs: keepRecent(context.txs.map((tx) => (tx.hash === hash ? normalised({ ...tx, replacedBy: result.replacedBy }, result.status) : tx))),
        waiters: context.waiters.filter((w) => w.hash !== hash),
      });
      for (const w of context.waiters.filter((w) => w.hash === hash)) enqueue.sendTo(w.replyTo, { type: 'TX.RESULT', ...result, hash } satisfies TxResultEvent);
      enqueue.stopChild(watchId(hash));
      const { id, tone, popup } = SETTLED_NOTICE[result.status];
      const app = appActors({ system, self, enqueue });
      // Named by what it did ('Buy 2 Silk Gloves: confirmed.'), never by its hash (the panel lists the hash).
      const tracked = context.txs.find((tx) => tx.hash === hash);
      const text = tracked ? { id, part: tracked.label } : message(HASH_NOTICE[result.status], { hash: shortHash(hash) });
      if (popup) app.inform({ id: txErrorPopupId(hash), title: message(TX_MESSAGE.errorTitle), message: text });
      else app.toast(text, tone);
      // A mined transaction moved coins, tokens or gas: the top bar's balances are read again, without a reload.
      if (result.status === 'mined' || result.status === 'failed') app.send('wallet', { type: 'WALLET.REFRESH_BALANCES' });
    }),
    reach: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'TX.REACH');
      const hash = event.hash.toLowerCase();
      enqueue.assign({
        txs: context.txs.map((tx) => {
          if (tx.hash !== hash) return tx;
          const { unreachable: _unreachable, ...rest } = tx;
          return event.unreachable ? { ...rest, unreachable: true } : rest;
        }),
      });
    }),
    dismiss: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'TX.DISMISS');
      enqueue.assign({ txs: context.txs.filter((tx) => !sameHash(tx.hash, event.hash)) });
    }),
    clearRecent: enqueueActions(({ context, enqueue }) => {
      enqueue.assign({ txs: context.txs.filter((tx) => tx.status === 'pending') });
    }),
    /** The stored list joins what was submitted meanwhile; its pending transactions are watched again. */
    restore: enqueueActions(({ context, enqueue, self }, stored: LoadTxsOutput) => {
      const fresh = stored.filter((tx) => !find(context.txs, tx.hash)).map((tx) => normalised(tx));
      enqueue.assign({ txs: keepRecent([...context.txs, ...fresh]) });
      for (const tx of fresh) if (tx.status === 'pending') enqueue.spawnChild('txWatch', { id: watchId(tx.hash), input: { tx, reportTo: self } });
    }),
    /**
     * Sign-in, sign-out or another user: the old owner's watchers stop and the list empties (it stays stored), the new
     * owner's list is loaded next. Transactions sent while signed out go along to whoever signs in.
     */
    switchOwner: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'TX.OWNER');
      const carry = context.owner === null;
      if (!carry) for (const tx of context.txs) if (tx.status === 'pending') enqueue.stopChild(watchId(tx.hash));
      enqueue.assign({ owner: event.owner, txs: carry ? context.txs : [] });
    }),
  },
}).createMachine({
  id: 'txTracker',
  description:
    "Every submitted transaction of the app, registered once by hash: watched until mined, failed, dropped or replaced ('cannot check now' apart), " +
    'answered to a waiting flow, toasted, and kept per signed-in user across reloads and sign-out.',
  context: { owner: null, txs: [], waiters: [] },
  initial: 'signedOut',
  states: {
    // Transactions are still watched and shown; nothing is stored.
    signedOut: {
      on: {
        'TX.OWNER': { guard: 'signsIn', target: 'loading', actions: 'switchOwner' },
        'TX.SUBMITTED': [{ guard: 'isNew', actions: 'add' }, { actions: 'addWaiter' }],
        'TX.SETTLED': { guard: 'isPending', actions: 'settle' },
        'TX.REACH': { guard: 'isPending', actions: 'reach' },
        'TX.DISMISS': { guard: 'isSettled', actions: 'dismiss' },
        'TX.CLEAR_RECENT': { guard: 'hasSettled', actions: 'clearRecent' },
      },
    },
    // Until the stored list is in, nothing is written; dismissing waits for the whole list.
    loading: {
      invoke: {
        id: 'loadTxs',
        src: 'loadTxs',
        input: ({ context }) => ({ owner: ownerOf(context) }),
        onDone: { target: 'signedIn', actions: [{ type: 'restore', params: ({ event }) => event.output }, save] },
        onError: 'signedIn',
      },
      on: {
        'TX.OWNER': [
          { guard: 'sameOwner' },
          { guard: 'signsIn', target: 'loading', reenter: true, actions: 'switchOwner' },
          { target: 'signedOut', actions: 'switchOwner' },
        ],
        'TX.SUBMITTED': [{ guard: 'isNew', actions: 'add' }, { actions: 'addWaiter' }],
        'TX.SETTLED': { guard: 'isPending', actions: 'settle' },
        'TX.REACH': { guard: 'isPending', actions: 'reach' },
      },
    },
    signedIn: {
      on: {
        'TX.OWNER': [
          { guard: 'sameOwner' },
          { guard: 'signsIn', target: 'loading', actions: [save, 'switchOwner'] },
          { target: 'signedOut', actions: [save, 'switchOwner'] },
        ],
        'TX.SUBMITTED': [{ guard: 'isNew', actions: ['add', save] }, { actions: 'addWaiter' }],
        'TX.SETTLED': { guard: 'isPending', actions: ['settle', save] },
        // 'Cannot check now' is not stored: it is checked again after a reload anyway.
        'TX.REACH': { guard: 'isPending', actions: 'reach' },
        'TX.DISMISS': { guard: 'isSettled', actions: ['dismiss', save] },
        'TX.CLEAR_RECENT': { guard: 'hasSettled', actions: ['clearRecent', save] },
      },
    },
  },
});
