// Real actors of the app-wide transaction tracker: per-user lists in local storage, checks and block events over each chain's RPC.
// ethers and zod load with import() at the first check or sign-in, never with a page's first load.
import { fromCallback, fromPromise } from 'xstate';
import { appConfig } from '../../config/current';
import { message } from '@machines/shared/message';
import { TX_KIND_MESSAGE } from '@machines/tx/messages';
import { txTrackerMachine } from '@machines/tx/txTrackerMachine';
import { txWatchMachine } from '@machines/tx/txWatchMachine';
import type { CheckTxInput, CheckTxOutput, LoadTxsInput, LoadTxsOutput, SaveTxsParams, TrackedTx, TxBlockEvent, WatchBlocksInput } from '@machines/tx/types';
import { type AppConfig } from '../../config/appConfig';
import type { ReceiptDeps } from './services/receipts';
import type { TxStorage } from './services/txStore';

export interface TxDeps {
  /** The RPC URL of a chain of the app's network set; rejects for another chain. */
  rpcUrl: (chainId: number) => Promise<string>;
  storage: () => TxStorage;
  /** Wall clock in ms. */
  now: () => number;
}

// One promise per module, so callbacks queued on it run in the order they were queued (writes stay in order).
let receiptsModule: Promise<typeof import('./services/receipts')> | null = null;
let storeModule: Promise<typeof import('./services/txStore')> | null = null;
const receipts = () =>
  (receiptsModule ??= import('./services/receipts').catch((error: unknown) => {
    receiptsModule = null;
    throw error;
  }));
const store = () =>
  (storeModule ??= import('./services/txStore').catch((error: unknown) => {
    storeModule = null;
    throw error;
  }));

let defaults: TxDeps | null = null;

/** The app's deps, from the same validated configuration main.tsx reads. */
export function defaultTxDeps(): TxDeps {
  if (defaults) return defaults;
  let config: AppConfig | null = null;
  defaults = {
    rpcUrl: async (chainId) => {
      config ??= appConfig();
      const network = config.networks.find((n) => n.chainId === chainId);
      if (!network) throw new Error(`Chain ${chainId} is not in this app's network set`);
      return network.rpcUrl;
    },
    storage: () => window.localStorage,
    now: () => Date.now(),
  };
  return defaults;
}

/** The watcher with its chain side; `chain` gives the read providers (loaded on first use). */
export function txWatchLogic(chain: () => Promise<ReceiptDeps>) {
  return txWatchMachine.provide({
    actors: {
      checkTx: fromPromise<CheckTxOutput, CheckTxInput>(async ({ input }) => (await receipts()).checkTx(await chain(), input.tx)),
      watchBlocks: fromCallback<TxBlockEvent, WatchBlocksInput>(({ input, sendBack }) => {
        let stopped = false;
        let stop: (() => void) | null = null;
        // A chain that cannot be reached sends no blocks; the watcher's timer re-checks anyway.
        Promise.all([receipts(), chain()]).then(
          ([chainSide, deps]) => {
            if (!stopped) stop = chainSide.watchBlocks(deps, input.chainId, (blockNumber) => sendBack({ type: 'TX.BLOCK', blockNumber }));
          },
          () => undefined,
        );
        return () => {
          stopped = true;
          stop?.();
        };
      }),
    },
  });
}

/**
 * The owner's stored list, plus staking's older pending hashes the first time someone signs in (each looked up on
 * its chain for its sender and nonce; the old list goes once every lookup got an answer).
 */
async function loadWithLegacy(deps: TxDeps, chain: () => Promise<ReceiptDeps>, owner: string): Promise<TrackedTx[]> {
  const txStore = await store();
  const storage = deps.storage();
  const own = txStore.readTxs(storage, owner);
  const legacy = txStore.readLegacyTxs(storage).filter((entry) => !own.some((tx) => tx.hash.toLowerCase() === entry.hash.toLowerCase()));
  if (legacy.length === 0) return own;
  const [chainSide, chainDeps] = await Promise.all([receipts(), chain()]);
  const answers = await Promise.allSettled(legacy.map((entry) => chainSide.describeTx(chainDeps, { ...entry, label: message(TX_KIND_MESSAGE[entry.kind]) })));
  if (answers.every((a) => a.status === 'fulfilled')) txStore.clearLegacyTxs(storage);
  return [...own, ...answers.flatMap((a) => (a.status === 'fulfilled' && a.value ? [a.value] : []))];
}

/** The tracker as the app runs it: txTrackerMachine.provide with storage and the chain. */
export function txTrackerLogic(deps: () => TxDeps = defaultTxDeps) {
  let chainDeps: Promise<ReceiptDeps> | null = null;
  const chain = () =>
    (chainDeps ??= receipts()
      .then((chainSide) => chainSide.receiptDeps({ rpcUrl: (chainId) => deps().rpcUrl(chainId), now: () => deps().now() }))
      .catch((error: unknown) => {
        // A chunk that failed to load is tried again at the next check.
        chainDeps = null;
        throw error;
      }));
  return txTrackerMachine.provide({
    actors: {
      txWatch: txWatchLogic(chain),
      loadTxs: fromPromise<LoadTxsOutput, LoadTxsInput>(({ input }) => loadWithLegacy(deps(), chain, input.owner)),
    },
    actions: {
      // Writes keep their order: each waits on the same module promise.
      saveTxs: (_, { owner, txs }: SaveTxsParams) => {
        void store().then((txStore) => txStore.writeTxs(deps().storage(), owner, txs));
      },
    },
  });
}
