// The approvals page: reads every grant the connected wallet has given to the platform's contracts on each network,
// shows them (or why not: no wallet, a failure with Retry), and revokes one at a time through the revoke child.
import { assign, fromPromise, setup } from 'xstate';
import { apiErrorMessage } from '../shared/apiErrors';
import type { Message } from '../shared/message';
import { APPROVALS_MESSAGE } from './messages';
import { revokeMachine, type RevokeInput, type RevokeOutput } from './revokeMachine';
import type { ApprovalRow, LoadApprovalsInput, LoadApprovalsOutput } from './types';

export interface ApprovalsNetwork {
  chainId: number;
  name: string;
}

export interface ApprovalsInput {
  /** The configured networks, in the order the page lists them. */
  networks: readonly ApprovalsNetwork[];
}

export interface ApprovalsContext {
  networks: readonly ApprovalsNetwork[];
  /** The connected wallet's address; null when signed out or no wallet is connected. */
  owner: string | null;
  /** The connected wallet's chain: a revoke is sent only on it (other rows offer a network switch). */
  walletChainId: number | null;
  rows: ApprovalRow[];
  unavailable: number[];
  notice: Message | null;
  /** The row being revoked. */
  revoking: string | null;
}

export type ApprovalsEvent =
  { type: 'APPROVALS.SHOW'; owner: string | null; chainId: number | null } | { type: 'APPROVALS.RETRY' } | { type: 'APPROVALS.REVOKE'; key: string };

const sameOwner = (a: string | null, b: string | null) => (a ?? '').toLowerCase() === (b ?? '').toLowerCase();

export const approvalsMachine = setup({
  types: {
    context: {} as ApprovalsContext,
    events: {} as ApprovalsEvent,
    input: {} as ApprovalsInput,
  },
  actors: {
    loadApprovals: fromPromise<LoadApprovalsOutput, LoadApprovalsInput>(async () => {
      throw new Error('loadApprovals not provided');
    }),
    revoke: revokeMachine,
  },
  guards: {
    ownerChanged: ({ context, event }) => event.type === 'APPROVALS.SHOW' && !sameOwner(context.owner, event.owner),
    hasOwner: ({ context }) => context.owner !== null,
    /** A listed row on the wallet's own network: a revoke elsewhere would be sent on the wrong chain. */
    revocable: ({ context, event }) =>
      event.type === 'APPROVALS.REVOKE' && context.rows.some((r) => r.key === event.key && r.chainId === context.walletChainId),
    revoked: (_, params: RevokeOutput) => params.outcome === 'revoked',
  },
  actions: {
    show: assign(({ event }) => (event.type === 'APPROVALS.SHOW' ? { owner: event.owner, walletChainId: event.chainId } : {})),
    clear: assign({ rows: [], unavailable: [], notice: null, revoking: null }),
  },
}).createMachine({
  id: 'approvals',
  description:
    "The approvals page: every ERC-20 allowance and NFT approval-for-all the connected wallet gave the platform's contracts on each network; a failure " +
    'offers Retry; Revoke (confirm, send, wait) one at a time, then the list is read again.',
  context: ({ input }) => ({ networks: input.networks, owner: null, walletChainId: null, rows: [], unavailable: [], notice: null, revoking: null }),
  initial: 'idle',
  on: {
    'APPROVALS.SHOW': [
      // Another wallet (or none): nothing of the previous one stays on screen.
      { guard: 'ownerChanged', target: '.checking', reenter: true, actions: ['show', 'clear'] },
      { actions: 'show' },
    ],
  },
  states: {
    /** The page's first SHOW decides, whoever it names (signed out included). */
    idle: {
      on: { 'APPROVALS.SHOW': { target: 'checking', actions: 'show' } },
    },
    checking: {
      always: [{ guard: 'hasOwner', target: 'loading' }, { target: 'noWallet' }],
    },
    noWallet: {},
    loading: {
      invoke: {
        id: 'loadApprovals',
        src: 'loadApprovals',
        input: ({ context }) => ({ owner: context.owner!, chainIds: context.networks.map((n) => n.chainId) }),
        onDone: { target: 'ready', actions: assign(({ event }) => ({ rows: event.output.rows, unavailable: event.output.unavailable, notice: null })) },
        onError: {
          target: 'failed',
          actions: assign(({ event }) => ({ rows: [], unavailable: [], notice: apiErrorMessage(event.error, APPROVALS_MESSAGE.loadFailed) })),
        },
      },
    },
    failed: {
      on: { 'APPROVALS.RETRY': { target: 'loading' } },
    },
    ready: {
      on: {
        'APPROVALS.REVOKE': { guard: 'revocable', target: 'revoking', actions: assign(({ event }) => ({ revoking: event.key })) },
      },
    },
    revoking: {
      invoke: {
        id: 'revoke',
        src: 'revoke',
        input: ({ context }): RevokeInput => {
          const row = context.rows.find((r) => r.key === context.revoking)!;
          return { row, owner: context.owner!, networkName: context.networks.find((n) => n.chainId === row.chainId)?.name ?? String(row.chainId) };
        },
        onDone: [
          // Read again rather than drop the row: the chain says what is left.
          { guard: { type: 'revoked', params: ({ event }) => event.output }, target: 'loading', actions: assign({ revoking: null }) },
          { target: 'ready', actions: assign({ revoking: null }) },
        ],
        onError: { target: 'ready', actions: assign({ revoking: null }) },
      },
    },
  },
});
