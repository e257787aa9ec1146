// The event services: the list and purchase info in one load (the offer optional), a vote, the main notice, the 5200/5201 logs.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EVENT_PATHS } from '@common/api/events';
import { castVote, fetchEventsData, fetchMainNotice, saveEventLog, type EventsApi, type EventsDeps } from './eventsApi';
import { forgetAuthToken } from '../../../services/authToken';
import { ApiCallError } from '../../../services/api/errors';

const ZONE = { id: 1, title: 'Zones', notice: 'n', kind: 'zone' as const, open: true, startTime: 0, endTime: 1, choices: [], total: 0, myChoice: null };

function deps(over: Partial<EventsApi> = {}, call: EventsDeps['call'] = vi.fn()) {
  const api = {
    webConfig: vi.fn(async () => []),
    refreshToken: vi.fn(async () => ({ result: 0, authToken: 'token-0123456789', expiresAt: new Date(Date.now() + 3_600_000).toISOString() })),
    saveLog: vi.fn(async () => ({ data: { result: 'success' as const, logId: 1 } })),
    ...over,
  } as unknown as EventsApi & Record<'webConfig' | 'refreshToken' | 'saveLog', ReturnType<typeof vi.fn>>;
  return { api, d: { api: async () => api, call, now: () => Date.now() } satisfies EventsDeps };
}

afterEach(() => forgetAuthToken());

describe('event services', () => {
  it('loads the events with the purchase products; a failed purchase info still shows the votes', async () => {
    const call = vi.fn(async (path: string) => {
      if (path === EVENT_PATHS.list) return { data: { events: [ZONE] } };
      throw new Error('offline');
    }) as unknown as EventsDeps['call'];
    expect(await fetchEventsData(deps({}, call).d)).toEqual({ events: [ZONE], products: [] });
  });

  it('shows the votes without products on a back end without event_purchase_info (404 or 501, an extension)', async () => {
    for (const status of [404, 501]) {
      const call = vi.fn(async (path: string) => {
        if (path === EVENT_PATHS.list) return { data: { events: [ZONE] } };
        throw new ApiCallError(status, 'error-msg-no-endpoint', 'No such endpoint');
      }) as unknown as EventsDeps['call'];
      expect(await fetchEventsData(deps({}, call).d)).toEqual({ events: [ZONE], products: [] });
      expect(call).toHaveBeenCalledTimes(2);
    }
  });

  it('sends a vote with its event and choice and returns the event with its tally', async () => {
    const call = vi.fn(async () => ({ data: { ...ZONE, myChoice: 'park', total: 1 } })) as unknown as EventsDeps['call'];
    expect((await castVote(deps({}, call).d, { eventId: 1, choice: 'park' })).myChoice).toBe('park');
    expect(call).toHaveBeenCalledWith(EVENT_PATHS.vote, { eventId: 1, choice: 'park' }, 'vote');
  });

  it('reads the main notice from GetWebConfig: open shows, closed or absent does not', async () => {
    const notice = { open: true, id: 'n1', title: 'T', body: 'B' };
    const on = deps({ webConfig: vi.fn(async () => [{ name: 'mainNotice', value: JSON.stringify(notice) }]) } as never);
    expect(await fetchMainNotice(on.d)).toEqual(notice);
    const off = deps({ webConfig: vi.fn(async () => [{ name: 'mainNotice', value: JSON.stringify({ ...notice, open: false }) }]) } as never);
    expect(await fetchMainNotice(off.d)).toBeNull();
    expect(await fetchMainNotice(deps().d)).toBeNull();
  });

  it('logs 5200 and 5201 for a signed-in user with one token; nothing for a visitor; never rejects', async () => {
    const { api, d } = deps();
    await saveEventLog(d, { action: 'eventPage' }, { id: '3', accountId: 'acc-3' });
    await saveEventLog(d, { action: 'eventPurchase' }, { id: '3', accountId: 'acc-3' });
    expect(api.saveLog.mock.calls.map((c) => (c[0] as { action: number }).action)).toEqual([5200, 5201]);
    expect(api.refreshToken).toHaveBeenCalledTimes(1);
    await saveEventLog(d, { action: 'eventPage' }, null);
    expect(api.saveLog).toHaveBeenCalledTimes(2);
    const failing = deps({ saveLog: vi.fn(async () => Promise.reject(new Error('down'))) } as never);
    await expect(saveEventLog(failing.d, { action: 'eventPage' }, { id: '3', accountId: 'acc-3' })).resolves.toBeUndefined();
  });
});
