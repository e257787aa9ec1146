// The event area: current events with choices and tallies, one vote per signed-in user per event, the event purchase info.
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import * as E from '@common/api/events';
import type { AppDeps } from '../context';
import type { Queryable } from '../db/client';
import { ApiError, badInput } from '../http/errors';
import { parseForm } from '../http/parse';
import { currentSession, requireSession } from '../auth/sessions';

/** Ended events stay listed this long, with their final tally. */
const ENDED_SHOWN_MS = 30 * 86_400_000;

interface EventRow {
  id: number;
  title: string;
  notice: string;
  vote_kind: E.EventVoteKind;
  start_time: string | number;
  end_time: string | number;
}

const conflict = (key: string, message: string) => new ApiError(409, key, message);

/** The events as the API answers them, with every choice's count and the user's own vote. */
async function records(q: Queryable, rows: EventRow[], userId: number | null, now: number): Promise<E.EventRecord[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const choices = await q.query<{ event_id: number; code: string; votes: number }>(
    `SELECT c.event_id, c.code, COUNT(v.user_id)::int AS votes FROM event_choices c
     LEFT JOIN event_votes v ON v.event_id = c.event_id AND v.choice = c.code
     WHERE c.event_id = ANY($1::int[]) GROUP BY c.event_id, c.code, c.position ORDER BY c.event_id, c.position`,
    [ids],
  );
  const mine =
    userId === null
      ? []
      : await q.query<{ event_id: number; choice: string }>('SELECT event_id, choice FROM event_votes WHERE user_id = $1 AND event_id = ANY($2::int[])', [
          userId,
          ids,
        ]);
  return rows.map((r) => {
    const start = Number(r.start_time);
    const end = Number(r.end_time);
    const own = choices.filter((c) => c.event_id === r.id).map((c) => ({ code: c.code, votes: c.votes }));
    return {
      id: r.id,
      title: r.title,
      notice: r.notice,
      kind: r.vote_kind,
      open: start <= now && now < end,
      startTime: start,
      endTime: end,
      choices: own,
      total: own.reduce((sum, c) => sum + c.votes, 0),
      myChoice: mine.find((m) => m.event_id === r.id)?.choice ?? null,
    };
  });
}

const EVENT_COLUMNS = 'id, title, notice, vote_kind, start_time, end_time';

export function eventRoutes(d: AppDeps) {
  const app = new Hono();
  const { db, config } = d;
  const form = <S extends z.core.$ZodType>(c: Context, s: S) => parseForm(c, s, config.clientKey);

  app.post(E.EVENT_PATHS.list, async (c) => {
    await form(c, E.eventListRequest);
    const now = config.now();
    const session = await currentSession(c, db, config);
    // vote_kind IS NULL: older free-form rows without choices (migration 70), not votes.
    const rows = await db.query<EventRow>(
      `SELECT ${EVENT_COLUMNS} FROM events WHERE vote_kind IS NOT NULL AND start_time <= $1 AND end_time > $2
       ORDER BY (end_time > $1) DESC, start_time, id`,
      [now, now - ENDED_SHOWN_MS],
    );
    return c.json({ data: { events: await records(db, rows, session?.user.id ?? null, now) } });
  });

  app.post(E.EVENT_PATHS.vote, async (c) => {
    const session = await requireSession(c, db, config);
    const b = await form(c, E.eventVoteRequest);
    const now = config.now();
    const row = (await db.query<EventRow>(`SELECT ${EVENT_COLUMNS} FROM events WHERE id = $1 AND vote_kind IS NOT NULL`, [b.eventId]))[0];
    if (!row) throw new ApiError(404, E.EVENT_ERRORS.notFound, 'No such event');
    if (!(Number(row.start_time) <= now && now < Number(row.end_time))) throw conflict(E.EVENT_ERRORS.closed, 'This event is not open for votes');
    const known = await db.query('SELECT 1 FROM event_choices WHERE event_id = $1 AND code = $2', [row.id, b.choice]);
    if (known.length === 0) throw badInput(E.EVENT_ERRORS.choice, 'No such choice in this event', 'choice');
    // The primary key (event_id, user_id) decides between two votes sent at once: one inserts, the other gets no row.
    const inserted = await db.query(
      'INSERT INTO event_votes (event_id, user_id, choice, created_at) VALUES ($1,$2,$3,$4) ON CONFLICT DO NOTHING RETURNING event_id',
      [row.id, session.user.id, b.choice, now],
    );
    if (inserted.length === 0) throw conflict(E.EVENT_ERRORS.alreadyVoted, 'You already voted in this event');
    const [record] = await records(db, [row], session.user.id, now);
    return c.json({ data: record! });
  });

  app.post(E.EVENT_PATHS.purchaseInfo, async (c) => {
    await form(c, z.object({}));
    // Config purchaseInfo_<network>: { index, list: [{ tokenId, price }] } (spec 3); a malformed entry is skipped.
    const rows = await db.query<{ name: string; value: string }>("SELECT name, value FROM config WHERE name LIKE 'purchaseInfo\\_%' ORDER BY name");
    const entry = z.object({ index: z.number().int(), list: z.array(z.object({ tokenId: z.union([z.number().int(), z.string()]), price: z.string() })) });
    const products: E.EventProduct[] = [];
    for (const r of rows) {
      let parsed: z.infer<typeof entry> | null = null;
      try {
        const p = entry.safeParse(JSON.parse(r.value));
        parsed = p.success ? p.data : null;
      } catch {
        parsed = null;
      }
      if (!parsed) continue;
      const network = r.name.slice('purchaseInfo_'.length);
      for (const item of parsed.list) products.push({ network, index: parsed.index, tokenId: String(item.tokenId), price: item.price });
    }
    return c.json({ data: { products } });
  });

  return app;
}
