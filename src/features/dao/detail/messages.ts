// English of the message ids the DAO detail machines emit (machines/dao/messages.ts); spec 8's report texts exactly.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

export const DAO_DETAIL_MESSAGES: Record<string, MessageDescriptor> = {
  'dao.reportSuccess': msg({ id: 'dao.reportSuccess', message: 'Report success!' }),
  'dao.reportFailed': msg({ id: 'dao.reportFailed', message: 'Report failed!' }),
  'dao.reportUploaded': msg({ id: 'dao.reportUploaded', message: 'report uploaded' }),
  'dao.editReportFailed': msg({ id: 'dao.editReportFailed', message: 'Edit report is failed' }),
  'dao.loadFailed': msg({ id: 'dao.loadFailed', message: 'This proposal could not be loaded.' }),
  'dao.voted': msg({ id: 'dao.voted', message: 'Your vote was counted.' }),
  'dao.voteFailed': msg({ id: 'dao.voteFailed', message: 'Your vote could not be sent. Try again.' }),
  'dao.voteOutdated': msg({ id: 'dao.voteOutdated', message: 'This vote was signed in an older format that is no longer accepted. Please vote again.' }),
  'dao.alreadyVoted': msg({ id: 'dao.alreadyVoted', message: 'You have already voted on this proposal.' }),
  'dao.closed': msg({ id: 'dao.closed', message: 'Voting has ended.' }),
  'dao.notStarted': msg({ id: 'dao.notStarted', message: 'Voting has not started yet.' }),
  'dao.noPower': msg({ id: 'dao.noPower', message: 'No voting power: no LAND or token at block {block}.' }),
  'dao.typedDataUnsupported': msg({
    id: 'dao.typedDataUnsupported',
    message: 'This wallet cannot sign typed data (EIP-712). Vote with one that can, such as MetaMask.',
  }),
  'dao.noWallet': msg({ id: 'dao.noWallet', message: 'Connect your wallet to vote.' }),
  'dao.needWallet': msg({
    id: 'dao.needWallet',
    message: 'Register a wallet on My page to vote, comment or report.',
  }),
  'dao.chooseFirst': msg({ id: 'dao.chooseFirst', message: 'Choose an option first.' }),
  'dao.reasonTooLong': msg({ id: 'dao.reasonTooLong', message: 'The reason can be at most 500 characters.' }),
  'dao.commentEmpty': msg({ id: 'dao.commentEmpty', message: 'Write a comment first.' }),
  'dao.commentTooLong': msg({ id: 'dao.commentTooLong', message: 'A comment can be at most 1000 characters.' }),
  'dao.commentFailed': msg({ id: 'dao.commentFailed', message: 'Your comment could not be posted. Try again.' }),
  'dao.deleteTitle': msg({ id: 'dao.deleteTitle', message: 'Delete proposal' }),
  'dao.deleteConfirm': msg({ id: 'dao.deleteConfirm', message: 'Delete this proposal? This cannot be undone.' }),
  'dao.deleteFailed': msg({ id: 'dao.deleteFailed', message: 'The proposal could not be deleted.' }),
};
