// The event area's calls as plain (deps, input) functions: events and purchase info, a vote, the main notice, the 5200/5201 logs.
import type { EventRecord, EventVoteRequest } from '../../../../common/api/events';
import type { EventLogInput, EventsData, MainNoticeOutput } from '../../../../machines/events/types';
import type { ApiClient } from '../../../services/api/client';

/** The slice of the app's client the event area uses (the event calls go through the same transport and envelope). */
export type EventsApi = Pick<ApiClient, 'webConfig' | 'refreshToken' | 'saveLog'>;

export interface EventsDeps {
  api: () => Promise<EventsApi>;
  /** Posts one form call of common/api/events.ts through the app's transport (envelope, cookies, error envelope). */
  call: <T>(path: string, fields: Record<string, unknown>, answer: 'list' | 'vote' | 'purchaseInfo') => Promise<T>;
  now: () => number;
}

/** The signed-in user as the session holds it; the log needs both ids. */
export interface LogUser {
  id: string;
  accountId?: string;
}

export async function fetchEventsData(deps: EventsDeps): Promise<EventsData> {
  const { EVENT_PATHS } = await import('../../../../common/api/events');
  const [list, info] = await Promise.all([
    deps.call<{ data: { events: EventRecord[] } }>(EVENT_PATHS.list, {}, 'list'),
    // The purchase offer is extra: the votes show without it.
    deps.call<{ data: { products: EventsData['products'] } }>(EVENT_PATHS.purchaseInfo, {}, 'purchaseInfo').catch(() => ({ data: { products: [] } })),
  ]);
  return { events: list.data.events, products: info.data.products };
}

export async function castVote(deps: EventsDeps, input: EventVoteRequest): Promise<EventRecord> {
  const { EVENT_PATHS } = await import('../../../../common/api/events');
  const answer = await deps.call<{ data: EventRecord }>(EVENT_PATHS.vote, { eventId: input.eventId, choice: input.choice }, 'vote');
  return answer.data;
}

export async function fetchMainNotice(deps: EventsDeps): Promise<MainNoticeOutput> {
  const [{ mainNoticeFrom }, api] = await Promise.all([import('../../../../common/api/events'), deps.api()]);
  return mainNoticeFrom(await api.webConfig());
}

/** Each refresh rotates the token: keep one per user until shortly before it expires. */
const TOKEN_MARGIN_MS = 60_000;
let token: { user: string; value: string; until: number } | null = null;

/** Logs 5200 (event page) or 5201 (event purchase) for the signed-in user. Never rejects: a log is not worth a failed page. */
export async function saveEventLog(deps: EventsDeps, input: EventLogInput, user: LogUser | null): Promise<void> {
  if (!user?.accountId || !/^\d+$/.test(user.id)) return;
  try {
    const [{ LOG_ACTIONS }, api] = await Promise.all([import('../../../../common/api/content'), deps.api()]);
    if (!token || token.user !== user.id || token.until <= deps.now()) {
      const answer = await api.refreshToken({ accountId: user.accountId, accountIdx: Number(user.id) });
      if (answer.result !== 0) return;
      token = { user: user.id, value: answer.authToken, until: Date.parse(answer.expiresAt) - TOKEN_MARGIN_MS };
    }
    await api.saveLog({
      accountId: user.accountId,
      authToken: token.value,
      action: input.action === 'eventPage' ? LOG_ACTIONS.eventPage : LOG_ACTIONS.eventPurchase,
    });
  } catch {
    token = null;
  }
}

/** Forgets the cached token (tests). */
export function resetEventLogToken(): void {
  token = null;
}
