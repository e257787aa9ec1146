// Catalog entries of the ids the create-proposal flow emits (machines/dao/createProposalMessages.ts).
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

export const CREATE_PROPOSAL_MESSAGES: Record<string, MessageDescriptor> = {
  'daoCreate.invalid.title': msg({ id: 'daoCreate.invalid.title', message: 'Enter a title of 1 to 200 characters.' }),
  'daoCreate.invalid.body': msg({ id: 'daoCreate.invalid.body', message: 'Describe the proposal in 1 to 10,000 characters.' }),
  'daoCreate.invalid.choice': msg({ id: 'daoCreate.invalid.choice', message: 'Each choice needs 1 to 100 characters.' }),
  'daoCreate.invalid.choiceCount': msg({ id: 'daoCreate.invalid.choiceCount', message: 'A poll offers {min} to {max} choices.' }),
  'daoCreate.invalid.choiceDuplicate': msg({ id: 'daoCreate.invalid.choiceDuplicate', message: 'This choice is already in the list.' }),
  'daoCreate.invalid.start': msg({ id: 'daoCreate.invalid.start', message: 'Choose when voting starts.' }),
  'daoCreate.invalid.startPast': msg({ id: 'daoCreate.invalid.startPast', message: 'Voting cannot start in the past.' }),
  'daoCreate.invalid.end': msg({ id: 'daoCreate.invalid.end', message: 'Choose when voting ends.' }),
  'daoCreate.invalid.tooShort': msg({ id: 'daoCreate.invalid.tooShort', message: 'Voting must last at least {hours} hour.' }),
  'daoCreate.invalid.tooLong': msg({ id: 'daoCreate.invalid.tooLong', message: 'Voting can last at most {days} days.' }),
  'daoCreate.invalid.domain': msg({
    id: 'daoCreate.invalid.domain',
    message: 'Enter an https address, such as https://peer.example.com.',
  }),
  'daoCreate.invalid.address': msg({
    id: 'daoCreate.invalid.address',
    message: 'Enter a valid wallet address (0x and 40 hex digits).',
  }),
  'daoCreate.invalid.amount': msg({ id: 'daoCreate.invalid.amount', message: 'Enter a whole number of DVI from 100 to 1,000,000.' }),
  'daoCreate.invalid.banName': msg({ id: 'daoCreate.invalid.banName', message: 'Enter the name to ban: 2 to 15 letters or digits.' }),
  'daoCreate.invalid.city': msg({ id: 'daoCreate.invalid.city', message: 'Choose a city.' }),
  'daoCreate.invalid.coords': msg({ id: 'daoCreate.invalid.coords', message: 'Enter a whole number from -150 to 150.' }),
  'daoCreate.fixFields': msg({ id: 'daoCreate.fixFields', message: 'Some fields need a fix.' }),
  'daoCreate.loginFirst': msg({ id: 'daoCreate.loginFirst', message: 'Log in with a wallet on a supported network to sign.' }),
  'daoCreate.notEnoughPower': msg({
    id: 'daoCreate.notEnoughPower',
    message: 'Not enough voting power: {needed} VP needed, your wallet has {have} VP on this network.',
  }),
  'daoCreate.categoryClosed': msg({ id: 'daoCreate.categoryClosed', message: 'This category does not take proposals on this network.' }),
  'daoCreate.conditionFailed': msg({ id: 'daoCreate.conditionFailed', message: 'Your voting power could not be checked. Try again.' }),
  'daoCreate.typedDataUnsupported': msg({
    id: 'daoCreate.typedDataUnsupported',
    message: 'Your wallet cannot sign typed data (eth_signTypedData_v4). Log in with one that can, such as MetaMask.',
  }),
  'daoCreate.failed': msg({ id: 'daoCreate.failed', message: 'The proposal could not be created.' }),
};
