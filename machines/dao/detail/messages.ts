// Catalog ids the DAO detail machines emit (English in src/features/dao/detail/messages.ts; spec 8's report texts exactly).
export const DAO_MESSAGE = {
  /** Spec 8: the report popup's two answers. */
  reportSuccess: 'dao.reportSuccess',
  reportFailed: 'dao.reportFailed',
  /** Spec 8's user messages: the page's line after a report went through, the popup's after it did not. */
  reportUploaded: 'dao.reportUploaded',
  editReportFailed: 'dao.editReportFailed',
  loadFailed: 'dao.loadFailed',
  voted: 'dao.voted',
  voteFailed: 'dao.voteFailed',
  /** The API refused a vote signed in the old format: vote again. */
  voteOutdated: 'dao.voteOutdated',
  alreadyVoted: 'dao.alreadyVoted',
  closed: 'dao.closed',
  notStarted: 'dao.notStarted',
  /** Zero voting power at the snapshot block: says which block, and that no LAND or token was held there. */
  noPower: 'dao.noPower',
  /** The wallet answered 4200 / -32601 / "not supported" to eth_signTypedData_v4. */
  typedDataUnsupported: 'dao.typedDataUnsupported',
  /** No wallet connected to this site to sign with. */
  noWallet: 'dao.noWallet',
  /** Signed in with an account that has no wallet (ID login): voting, comments and reports are by wallet address. */
  needWallet: 'dao.needWallet',
  chooseFirst: 'dao.chooseFirst',
  reasonTooLong: 'dao.reasonTooLong',
  commentEmpty: 'dao.commentEmpty',
  commentTooLong: 'dao.commentTooLong',
  commentFailed: 'dao.commentFailed',
  deleteTitle: 'dao.deleteTitle',
  deleteConfirm: 'dao.deleteConfirm',
  deleteFailed: 'dao.deleteFailed',
  /** Spec 8: 'You need to login to use this service' (the API catalog's id). */
  needLogin: 'api.auth',
} as const;
