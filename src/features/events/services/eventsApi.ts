// The event area's calls as plain (deps, input) functions: events and purchase info, a vote, the main notice, the 5200/5201 logs.
import type { EventRecord, EventVoteRequest } from '@common/api/events';
import type { EventLogInput, EventsData, MainNoticeOutput } from '@machines/events/types';
import type { ApiClient } from '../../../services/api/client';
import { authTokenFor, forgetAuthToken, loggableUser, type LogUser } from '../../../services/authToken';

/** The slice of the app's client the event area uses (the event calls go through the same transport and envelope). */
export type EventsApi = Pick<ApiClient, 'webConfig' | 'refreshToken' | 'saveLog'>;

export interface EventsDeps {
  api: () => Promise<EventsApi>;
  /** Posts one form call of common/api/events.ts through the app's transport (envelope, cookies, error envelope). */
  call: <T>(path: string, fields: Record<string, unknown>, answer: 'list' | 'vote' | 'purchaseInfo') => Promise<T>;
  now: () => number;
}

export type { LogUser };

export async function fetchEventsData(deps: EventsDeps): Promise<EventsData> {
  const { EVENT_PATHS } = await import('@common/api/events');
  const [list, info] = await Promise.all([
    deps.call<{ data: { events: EventRecord[] } }>(EVENT_PATHS.list, {}, 'list'),
    // The purchase offer is extra: the votes show without it.
    deps.call<{ data: { products: EventsData['products'] } }>(EVENT_PATHS.purchaseInfo, {}, 'purchaseInfo').catch(() => ({ data: { products: [] } })),
  ]);
  return { events: list.data.events, products: info.data.products };
}

export async function castVote(deps: EventsDeps, input: EventVoteRequest): Promise<EventRecord> {
  const { EVENT_PATHS } = await import('@common/api/events');
  const answer = await deps.call<{ data: EventRecord }>(EVENT_PATHS.vote, { eventId: input.eventId, choice: input.choice }, 'vote');
  return answer.data;
}

export async function fetchMainNotice(deps: EventsDeps): Promise<MainNoticeOutput> {
  const [{ mainNoticeFrom }, api] = await Promise.all([import('@common/api/events'), deps.api()]);
  return mainNoticeFrom(await api.webConfig());
}

/** Logs 5200 (event page) or 5201 (event purchase) for the signed-in user. Never rejects: a log is not worth a failed page. */
export async function saveEventLog(deps: EventsDeps, input: EventLogInput, user: LogUser | null): Promise<void> {
  const who = loggableUser(user);
  if (!who) return;
  try {
    const [{ LOG_ACTIONS }, api] = await Promise.all([import('@common/api/content'), deps.api()]);
    const authToken = await authTokenFor(api, who, deps.now);
    if (!authToken) return;
    await api.saveLog({ accountId: who.accountId, authToken, action: input.action === 'eventPage' ? LOG_ACTIONS.eventPage : LOG_ACTIONS.eventPurchase });
  } catch {
    forgetAuthToken();
  }
}
