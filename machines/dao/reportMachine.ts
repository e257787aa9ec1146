// The report popup of dao-detail/{itemId} (spec 5): a reason of at most 500 characters, a leading space stripped and
// double spaces collapsed as typed, submit disabled while empty; 'Report success!' closes it, 'Report failed!' keeps the text.
import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import { message } from '../shared/message';
import { appActors } from '../shared/system';
import { canSubmitReport, normalizeReport } from './detailRules';
import type { ReportInput, SendReportInput } from './detailTypes';
import { DAO_MESSAGE } from './messages';

export interface ReportContext extends ReportInput {
  text: string;
}

export type ReportEvent = { type: 'REPORT.OPEN' } | { type: 'REPORT.CLOSE' } | { type: 'REPORT.CHANGE'; text: string } | { type: 'REPORT.SUBMIT' };

export const reportMachine = setup({
  types: {
    context: {} as ReportContext,
    events: {} as ReportEvent,
    input: {} as ReportInput,
  },
  actors: {
    sendReport: fromPromise<void, SendReportInput>(async () => {
      throw new Error('sendReport not provided');
    }),
  },
  guards: {
    isVisitor: ({ context }) => !context.signedIn,
    hasNoWallet: ({ context }) => context.address === null,
    canSubmit: ({ context }) => canSubmitReport(context.text),
  },
}).createMachine({
  id: 'daoReport',
  description:
    "Report popup (spec 5): a visitor is asked to log in, an account without a wallet is told it needs one; the reason is normalised as typed (leading space stripped, double spaces collapsed, at most 500 characters), submit only when not empty; 'Report success!' closes the popup, 'Report failed!' keeps the reason for another try.",
  context: ({ input }) => ({ ...input, text: '' }),
  initial: 'closed',
  states: {
    closed: {
      on: {
        'REPORT.OPEN': [
          { guard: 'isVisitor', actions: enqueueActions((args) => appActors(args).send('app', { type: 'LOGIN.OPEN' })) },
          { guard: 'hasNoWallet', actions: enqueueActions((args) => appActors(args).toast(message(DAO_MESSAGE.needWallet), 'error')) },
          { target: 'editing', actions: assign({ text: '' }) },
        ],
      },
    },
    editing: {
      on: {
        'REPORT.CHANGE': { actions: assign({ text: ({ event }) => normalizeReport(event.text) }) },
        'REPORT.SUBMIT': { guard: 'canSubmit', target: 'sending' },
        'REPORT.CLOSE': 'closed',
      },
    },
    sending: {
      invoke: {
        id: 'sendReport',
        src: 'sendReport',
        input: ({ context }) => ({ proposalId: context.proposalId, userId: context.address!, content: context.text.trim() }),
        onDone: {
          target: 'closed',
          actions: [assign({ text: '' }), enqueueActions((args) => appActors(args).toast(message(DAO_MESSAGE.reportSuccess), 'success'))],
        },
        onError: { target: 'editing', actions: enqueueActions((args) => appActors(args).toast(message(DAO_MESSAGE.reportFailed), 'error')) },
      },
    },
  },
});
