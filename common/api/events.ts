// The event area's calls (spec 2 and 3): current events with their choices and tallies, one vote, the event purchase
// info, the main notice (codes in eventCodes.ts).
import { z } from 'zod/mini';
import { intField } from './fields';
import { EVENT_ERRORS, EVENT_VOTE_KINDS } from './eventCodes';

export * from './eventCodes';

export const eventChoice = z.object({ code: z.string(), votes: z.int().check(z.gte(0)) });
export type EventChoice = z.infer<typeof eventChoice>;

export const eventRecord = z.object({
  id: z.int(),
  title: z.string(),
  /** The event's notice (plain text, shown in the event notice popup and on the page). */
  notice: z.string(),
  kind: z.enum(EVENT_VOTE_KINDS),
  /** True while votes are taken: started and not ended. */
  open: z.boolean(),
  /** Ms since the epoch. */
  startTime: z.int(),
  endTime: z.int(),
  choices: z.array(eventChoice),
  total: z.int().check(z.gte(0)),
  /** The signed-in user's vote in this event; null for a visitor or before voting. */
  myChoice: z.nullable(z.string()),
});
export type EventRecord = z.infer<typeof eventRecord>;

/** Open events first (oldest start first), then those ended within the last 30 days. */
export const eventListRequest = z.object({});
export const eventListAnswer = z.object({ data: z.object({ events: z.array(eventRecord) }) });
export type EventListAnswer = z.infer<typeof eventListAnswer>;

export const eventVoteRequest = z.object({
  eventId: intField(EVENT_ERRORS.eventId).check(z.refine((v) => v > 0, EVENT_ERRORS.eventId)),
  choice: z.string({ error: EVENT_ERRORS.choice }).check(z.regex(/^[a-z0-9-]{1,20}$/, EVENT_ERRORS.choice)),
});
export type EventVoteRequest = z.infer<typeof eventVoteRequest>;
/** The event after the vote, with its new tally. */
export const eventVoteAnswer = z.object({ data: eventRecord });

/** One product of the event purchase (config purchaseInfo_<network>: index and entries with price and tokenId). */
export const eventProduct = z.object({ network: z.string(), index: z.int(), tokenId: z.string(), price: z.string() });
export type EventProduct = z.infer<typeof eventProduct>;
export const eventPurchaseInfoAnswer = z.object({ data: z.object({ products: z.array(eventProduct) }) });

/** Config entry (GetWebConfig) of the main notice popup on Home; absent or open false: no popup. */
export const MAIN_NOTICE_CONFIG = 'mainNotice';
export const mainNoticeConfig = z.object({
  open: z.boolean(),
  /** Changes with each new notice, so 'do not show today' of an old one does not hide it. */
  id: z.string().check(z.minLength(1), z.maxLength(40)),
  title: z.string().check(z.maxLength(120)),
  body: z.string().check(z.maxLength(1000)),
});
export type MainNoticeConfig = z.infer<typeof mainNoticeConfig>;

/** Reads the main notice from GetWebConfig's entries; null when absent, closed or malformed. */
export function mainNoticeFrom(entries: readonly { name: string; value: string }[]): MainNoticeConfig | null {
  const raw = entries.find((e) => e.name === MAIN_NOTICE_CONFIG)?.value;
  if (!raw) return null;
  try {
    const parsed = mainNoticeConfig.safeParse(JSON.parse(raw));
    return parsed.success && parsed.data.open ? parsed.data : null;
  } catch {
    return null;
  }
}
