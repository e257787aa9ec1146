// Catalog ids the event machines emit (English in src/features/events/messages.ts; spec 8 texts exactly).
export const EVENT_MESSAGE = {
  /** Spec 8: shown when no event is open. */
  noEvent: 'event.noEvent',
  loadFailed: 'event.loadFailed',
  /** The server does not offer the event calls (extensions, common/api/extensions.ts). */
  notOffered: 'event.notOffered',
  voteFailed: 'event.voteFailed',
  /** The API refused a second vote (409 error-msg-event-voted). */
  alreadyVoted: 'event.alreadyVoted',
  /** The API refused a vote on an ended event (409 error-msg-event-closed). */
  closed: 'event.closed',
  voted: 'event.voted',
  /** The event purchase popup's title (also the 4th LAND sale popup's request, which shows its own). */
  purchaseTitle: 'event.purchaseTitle',
  /** Spec 8: 'You need to login to use this service' (the API catalog's id). */
  needLogin: 'api.auth',
} as const;
