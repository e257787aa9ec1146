// The report popup of dao-detail/{itemId} (spec 5): a reason of at most 500 characters, a leading space stripped and
// double spaces collapsed as typed, submit disabled while empty; 'Report success!' closes it and the page says 'report
// uploaded'; 'Report failed!' keeps the text and the popup says 'Edit report is failed' until the reason is edited.
import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import { message, type Message } from '@machines/shared/message';
import { appActors } from '@machines/shared/system';
import { canSubmitReport, normalizeReport } from './detailRules';
import type { ReportInput, SendReportInput } from './types';
import { DAO_MESSAGE } from './messages';

export interface ReportContext extends ReportInput {
  text: string;
  /** Spec 8's user messages: 'report uploaded' beside the Report button once sent, 'Edit report is failed' in the popup. */
  notice: Message | null;
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
    'Report popup (spec 5): a visitor is asked to log in, an account without a wallet is told it needs one; the reason is normalised as typed (leading ' +
    "space stripped, double spaces collapsed, at most 500 characters), submit only when not empty; 'Report success!' closes the popup and the page " +
    "says 'report uploaded'; 'Report failed!' keeps the reason for another try and the popup says 'Edit report is failed' until it is edited.",
  context: ({ input }) => ({ ...input, text: '', notice: null }),
  initial: 'closed',
  states: {
    closed: {
      on: {
        'REPORT.OPEN': [
          { guard: 'isVisitor', actions: enqueueActions((args) => appActors(args).send('app', { type: 'LOGIN.OPEN' })) },
          { guard: 'hasNoWallet', actions: enqueueActions((args) => appActors(args).toast(message(DAO_MESSAGE.needWallet), 'error')) },
          { target: 'editing', actions: assign({ text: '', notice: null }) },
        ],
      },
    },
    editing: {
      on: {
        'REPORT.CHANGE': { actions: assign({ text: ({ event }) => normalizeReport(event.text), notice: null }) },
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
          actions: [
            assign({ text: '', notice: message(DAO_MESSAGE.reportUploaded) }),
            enqueueActions((args) => appActors(args).toast(message(DAO_MESSAGE.reportSuccess), 'success')),
          ],
        },
        onError: {
          target: 'editing',
          actions: [
            assign({ notice: message(DAO_MESSAGE.editReportFailed) }),
            enqueueActions((args) => appActors(args).toast(message(DAO_MESSAGE.reportFailed), 'error')),
          ],
        },
      },
    },
  },
});
