// The event area's codes without zod (paths, vote kinds, choice codes, error keys): the event page reads them in its first load.

/** Paths under the web base (kept with the event area's contract rather than in paths.ts; their schemas are in events.ts). */
export const EVENT_PATHS = {
  list: '/event_list',
  vote: '/event_vote',
  purchaseInfo: '/event_purchase_info',
} as const;

/** Spec 3: promotion events have named choices (nine zones; ten on-doll pets numbered 1 to 10); other votes Agree / Disagree. */
export const EVENT_VOTE_KINDS = ['zone', 'pet', 'agree'] as const;
export type EventVoteKind = (typeof EVENT_VOTE_KINDS)[number];

/** The nine promotion zones by code; the front end names them through its catalog. */
export const EVENT_ZONES = ['central', 'station', 'harbor', 'market', 'park', 'tower', 'riverside', 'gallery', 'arena'] as const;
export type EventZone = (typeof EVENT_ZONES)[number];
/** Spec 9: ten pet options. */
export const EVENT_PET_COUNT = 10;

/** Every choice code of a kind, in the order they are shown. */
export function eventChoiceCodes(kind: EventVoteKind): string[] {
  if (kind === 'zone') return [...EVENT_ZONES];
  if (kind === 'pet') return Array.from({ length: EVENT_PET_COUNT }, (_, i) => `pet-${i + 1}`);
  return ['agree', 'disagree'];
}

/** The pet's number (1 to 10) of a pet choice code, else null. */
export function petNumber(code: string): number | null {
  const m = /^pet-(\d{1,2})$/.exec(code);
  const n = m ? Number(m[1]) : NaN;
  return n >= 1 && n <= EVENT_PET_COUNT ? n : null;
}

/** The error keys of the vote call: each refusal has its own, so the page can say why. */
export const EVENT_ERRORS = {
  eventId: 'error-msg-event-id',
  choice: 'error-msg-event-choice',
  /** 409: this user already voted in this event (also the loser of two votes sent at once). */
  alreadyVoted: 'error-msg-event-voted',
  /** 409: the event has ended (or not started): no vote is taken. */
  closed: 'error-msg-event-closed',
  notFound: 'error-msg-event-not-found',
} as const;
