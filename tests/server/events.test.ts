// Event votes: the current events with choices and tallies, one vote per signed-in user per event (also when two arrive at once), closed events, purchase info.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_ERRORS, EVENT_PATHS, eventChoiceCodes, MAIN_NOTICE_CONFIG, mainNoticeConfig, mainNoticeFrom, type EventRecord } from '@common/api/events';
import { expectErrorShape, form, idLogin, startWorld, type Jar, type TestWorld } from './support';

let w: TestWorld;
beforeAll(async () => {
  w = await startWorld();
});
afterAll(async () => {
  await w?.stop();
});

const list = async (jar?: Jar): Promise<EventRecord[]> => {
  const r = await form(w, `/web${EVENT_PATHS.list}`, {}, { jar });
  expect(r.status).toBe(200);
  return r.body.data.events;
};
const vote = (jar: Jar | undefined, eventId: number, choice: string) => form(w, `/web${EVENT_PATHS.vote}`, { eventId: String(eventId), choice }, { jar });
const byKind = (events: EventRecord[], kind: EventRecord['kind'], open = true) => events.find((e) => e.kind === kind && e.open === open)!;

describe('event list', () => {
  it('lists the open zone (nine), pet (1 to 10) and Agree/Disagree votes first, then the closed one, with empty tallies', async () => {
    const events = await list();
    expect(events.map((e) => [e.kind, e.open])).toEqual([
      ['zone', true],
      ['pet', true],
      ['agree', true],
      ['agree', false],
    ]);
    expect(byKind(events, 'zone').choices.map((c) => c.code)).toEqual(eventChoiceCodes('zone'));
    expect(byKind(events, 'zone').choices).toHaveLength(9);
    expect(byKind(events, 'pet').choices.map((c) => c.code)).toEqual(Array.from({ length: 10 }, (_, i) => `pet-${i + 1}`));
    expect(byKind(events, 'agree').choices.map((c) => c.code)).toEqual(['agree', 'disagree']);
    for (const e of events) {
      expect(e.total).toBe(0);
      expect(e.myChoice).toBeNull();
      expect(e.notice.length).toBeGreaterThan(0);
    }
  });
});

describe('voting', () => {
  it('refuses a visitor', async () => {
    const zone = byKind(await list(), 'zone');
    const r = await vote(undefined, zone.id, 'harbor');
    expect(r.status).toBe(401);
    expect(r.body.error).toBe('error-msg-auth');
    expectErrorShape(r);
  });

  it('takes one vote, answers the new tally and refuses a second vote with error-msg-event-voted', async () => {
    const { jar } = await idLogin(w, 'tester01');
    const zone = byKind(await list(jar), 'zone');
    const first = await vote(jar, zone.id, 'harbor');
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ id: zone.id, total: 1, myChoice: 'harbor' });
    expect(first.body.data.choices.find((c: { code: string }) => c.code === 'harbor').votes).toBe(1);

    const second = await vote(jar, zone.id, 'park');
    expect(second.status).toBe(409);
    expect(second.body.error).toBe(EVENT_ERRORS.alreadyVoted);
    expectErrorShape(second);
    const after = byKind(await list(jar), 'zone');
    expect(after).toMatchObject({ total: 1, myChoice: 'harbor' });
    // Another user sees the tally but not a choice of their own.
    expect(byKind(await list(), 'zone')).toMatchObject({ total: 1, myChoice: null });
  });

  it('a pet and an Agree/Disagree vote by another user count separately', async () => {
    const { jar } = await idLogin(w, 'admin01');
    const events = await list(jar);
    expect((await vote(jar, byKind(events, 'pet').id, 'pet-7')).body.data).toMatchObject({ total: 1, myChoice: 'pet-7' });
    expect((await vote(jar, byKind(events, 'agree').id, 'disagree')).body.data).toMatchObject({ total: 1, myChoice: 'disagree' });
    expect((await vote(jar, byKind(events, 'zone').id, 'harbor')).body.data).toMatchObject({ total: 2, myChoice: 'harbor' });
  });

  it('of two votes sent at once by one user, exactly one is taken', async () => {
    const { jar } = await idLogin(w, 'alice01');
    const pet = byKind(await list(jar), 'pet');
    const answers = await Promise.all([vote(jar, pet.id, 'pet-1'), vote(jar, pet.id, 'pet-2'), vote(jar, pet.id, 'pet-3')]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    for (const a of answers.filter((x) => x.status === 409)) expect(a.body.error).toBe(EVENT_ERRORS.alreadyVoted);
    const winner = answers.find((a) => a.status === 200)!.body.data.myChoice;
    const after = byKind(await list(jar), 'pet');
    expect(after.myChoice).toBe(winner);
    expect(after.total).toBe(pet.total + 1);
  });

  it('refuses a vote on a closed event with error-msg-event-closed, an unknown choice and an unknown event', async () => {
    const { jar } = await idLogin(w, 'heidi01');
    const events = await list(jar);
    const closed = byKind(events, 'agree', false);
    const r = await vote(jar, closed.id, 'agree');
    expect(r.status).toBe(409);
    expect(r.body.error).toBe(EVENT_ERRORS.closed);
    const zone = byKind(events, 'zone');
    expect((await vote(jar, zone.id, 'pet-1')).body.error).toBe(EVENT_ERRORS.choice);
    expect((await vote(jar, zone.id, 'Robert; DROP')).body.error).toBe(EVENT_ERRORS.choice);
    expect((await vote(jar, 99999, 'agree')).status).toBe(404);
    expect((await vote(jar, 99999, 'agree')).body.error).toBe(EVENT_ERRORS.notFound);
    expect((await vote(jar, 0, 'agree')).body.error).toBe(EVENT_ERRORS.eventId);
    expect(byKind(await list(jar), 'zone').myChoice).toBeNull();
  });

  it('an event that ends stops taking votes and shows its final tally', async () => {
    const zone = byKind(await list(), 'zone');
    w.clock.advance(zone.endTime - w.clock.now + 1);
    // Signed in after the jump: a session of 30 days ago would have expired with it.
    const { jar } = await idLogin(w, 'heidi01');
    const r = await vote(jar, zone.id, 'arena');
    expect(r.body.error).toBe(EVENT_ERRORS.closed);
    const ended = (await list(jar)).find((e) => e.id === zone.id)!;
    expect(ended).toMatchObject({ open: false, total: zone.total });
  });
});

describe('event purchase info', () => {
  it('lists the products of the config purchase info per network', async () => {
    const r = await form(w, `/web${EVENT_PATHS.purchaseInfo}`, {});
    expect(r.status).toBe(200);
    expect(r.body.data.products).toEqual(
      expect.arrayContaining([
        { network: 'bsc', index: 4, tokenId: '1', price: '100' },
        { network: 'pol', index: 4, tokenId: '2', price: '180' },
      ]),
    );
  });
});

describe('main notice', () => {
  it('GetWebConfig carries the main notice entry, switched off; switched on, the shared reader returns it', async () => {
    const r = await form(w, '/web/GetWebConfig', {});
    const entry = (r.body as { name: string; value: string }[]).find((e) => e.name === MAIN_NOTICE_CONFIG)!;
    const notice = mainNoticeConfig.parse(JSON.parse(entry.value));
    expect(notice).toMatchObject({ open: false, id: expect.any(String), title: expect.any(String) });
    expect(mainNoticeFrom(r.body)).toBeNull();
    expect(mainNoticeFrom([{ name: MAIN_NOTICE_CONFIG, value: JSON.stringify({ ...notice, open: true }) }])).toEqual({ ...notice, open: true });
    expect(mainNoticeFrom([{ name: MAIN_NOTICE_CONFIG, value: '{not json' }])).toBeNull();
  });
});
