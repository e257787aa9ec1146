// Catalog ids the create-proposal flow hands to its views (texts in src/features/dao/create/messages.ts).

export const CREATE_PROPOSAL_MESSAGE = {
  invalid: {
    title: 'daoCreate.invalid.title',
    body: 'daoCreate.invalid.body',
    choice: 'daoCreate.invalid.choice',
    choiceCount: 'daoCreate.invalid.choiceCount',
    choiceDuplicate: 'daoCreate.invalid.choiceDuplicate',
    start: 'daoCreate.invalid.start',
    startPast: 'daoCreate.invalid.startPast',
    end: 'daoCreate.invalid.end',
    tooShort: 'daoCreate.invalid.tooShort',
    tooLong: 'daoCreate.invalid.tooLong',
    domain: 'daoCreate.invalid.domain',
    address: 'daoCreate.invalid.address',
    amount: 'daoCreate.invalid.amount',
    banName: 'daoCreate.invalid.banName',
    city: 'daoCreate.invalid.city',
    coords: 'daoCreate.invalid.coords',
  },
  fixFields: 'daoCreate.fixFields',
  loginFirst: 'daoCreate.loginFirst',
  notEnoughPower: 'daoCreate.notEnoughPower',
  categoryClosed: 'daoCreate.categoryClosed',
  conditionFailed: 'daoCreate.conditionFailed',
  typedDataUnsupported: 'daoCreate.typedDataUnsupported',
  failed: 'daoCreate.failed',
} as const;

/** Every id above, flat (the catalog test checks each has a text). */
export const CREATE_PROPOSAL_MESSAGE_IDS: readonly string[] = [
  ...Object.values(CREATE_PROPOSAL_MESSAGE.invalid),
  ...(Object.values(CREATE_PROPOSAL_MESSAGE) as unknown[]).filter((v): v is string => typeof v === 'string'),
];
