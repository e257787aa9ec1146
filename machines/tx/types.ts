// The app-wide transaction tracker's data and actor ports, named once for the machines, the services, the views and the tests.
import type { AnyActorRef } from 'xstate';
import type { TxKind } from '@common/domain/tx';
import type { Message } from '../shared/message';

/** What a transaction does: a domain fact (common/domain/tx.ts), where the later features add theirs. */
export { TX_KINDS, type TxKind } from '@common/domain/tx';

export const TX_STATUSES = ['pending', 'mined', 'failed', 'dropped', 'replaced'] as const;
/**
 * pending: not mined yet; mined: mined and succeeded; failed: mined and reverted; dropped: gone from the
 * network with its nonce unused; replaced: another transaction of the same sender and nonce was mined.
 */
export type TxStatus = (typeof TX_STATUSES)[number];
export type SettledTxStatus = Exclude<TxStatus, 'pending'>;

/** A submitted transaction as the tracker keeps it (and stores it per signed-in user). */
export interface TrackedTx {
  hash: string;
  chainId: number;
  /** The sender's address: with the nonce, how a replacement is recognised. */
  from: string;
  nonce: number;
  kind: TxKind;
  /** What people read in the list, e.g. 'Deposit 2 LAND' (a catalog id and its values). */
  label: Message;
  /** When it was sent, in ms since the epoch. */
  submittedAt: number;
  status: TxStatus;
  /** The hash that was mined instead, when replaced. */
  replacedBy?: string;
  /** True while the last check could not reach the network ('cannot check now', not 'failed'). */
  unreachable?: boolean;
  /** A block number read before sending: where a search for the replacement starts. */
  startBlock?: number;
}

/** What a flow's send actor returns for each transaction the wallet sent; the flow's step adds kind, label and status. */
export type SentTx = Pick<TrackedTx, 'hash' | 'chainId' | 'from' | 'nonce' | 'submittedAt' | 'startBlock'>;

/** What one check of a transaction found; a thrown error means the network could not be asked. */
export type TxCheck = { status: 'pending' } | { status: 'mined' } | { status: 'failed' } | { status: 'dropped' } | { status: 'replaced'; by: string };

// ---- actor ports ----

/** checkTx (promise): one look at the chain for this transaction. */
export interface CheckTxInput {
  tx: TrackedTx;
}
export type CheckTxOutput = TxCheck;

/** watchBlocks (callback): sends a TX.BLOCK for every new block of the chain until stopped. */
export interface WatchBlocksInput {
  chainId: number;
}
export interface TxBlockEvent {
  type: 'TX.BLOCK';
  blockNumber: number;
}

/** loadTxs (promise): the owner's stored list. */
export interface LoadTxsInput {
  owner: string;
}
export type LoadTxsOutput = TrackedTx[];

/** saveTxs (action): replaces the owner's stored list. */
export interface SaveTxsParams {
  owner: string;
  txs: TrackedTx[];
}

// ---- the watcher child ----

export interface TxWatchInput {
  tx: TrackedTx;
  /** Who hears TX.REACH and TX.SETTLED (the tracker); none when the watcher runs alone. */
  reportTo?: AnyActorRef;
}

export interface TxWatchOutput {
  hash: string;
  status: SettledTxStatus;
  replacedBy?: string;
}

/** What a watcher reports to the tracker. */
export type TxWatchReport = { type: 'TX.REACH'; hash: string; unreachable: boolean } | ({ type: 'TX.SETTLED' } & TxWatchOutput);

// ---- the tracker's public events ----

/** What the tracker sends to a submitter's replyTo once the transaction settles: how a flow waits on it. */
export interface TxResultEvent {
  type: 'TX.RESULT';
  hash: string;
  status: SettledTxStatus;
  replacedBy?: string;
}

export type TxTrackerPublicEvent =
  /** Registers a sent transaction (once per hash); replyTo hears TX.RESULT when it settles. */
  | { type: 'TX.SUBMITTED'; tx: TrackedTx; replyTo?: AnyActorRef }
  /** The signed-in user changed (null: signed out); lists are kept per user. */
  | { type: 'TX.OWNER'; owner: string | null }
  | { type: 'TX.DISMISS'; hash: string }
  | { type: 'TX.CLEAR_RECENT' };
