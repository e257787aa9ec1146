// The event area's actor ports, named once: the placeholders, the providers in src/features/events and the test stubs use them.
import type { EventProduct, EventRecord, MainNoticeConfig } from '@common/api/events';

/** What the page's flow loads: the current events and the event purchase products (config purchase info). */
export interface EventsData {
  events: EventRecord[];
  products: EventProduct[];
}

export interface CastVoteInput {
  eventId: number;
  choice: string;
}
/** The event after the vote, with its new tally. */
export type CastVoteOutput = EventRecord;

/** Spec 7 save log: 5200 on entering the event page, 5201 when the event purchase popup opens. */
export type EventLogInput = { action: 'eventPage' } | { action: 'eventPurchase' };

export interface EventVoteInput {
  signedIn: boolean;
}

/** The main notice of GetWebConfig; null: none to show. */
export type MainNoticeOutput = MainNoticeConfig | null;
