// DAO API: proposals, condition, voting power, comments, reports and votes (JSON; writes need a session owning the wallet).
import { Hono, type Context } from 'hono';
import { getAddress } from 'ethers';
import * as D from '../../common/api/dao';
import { DAO } from '../../common/api/paths';
import type { AppDeps } from '../context';
import type { Queryable } from '../db/client';
import { ApiError, badInput, forbidden, notFound } from '../http/errors';
import { parseJson, parseQuery } from '../http/parse';
import { requireSession } from '../auth/sessions';
import { walletsOf } from '../auth/users';

interface ProposalRow {
  id: number;
  chain_id: number;
  category: D.Proposal['category'];
  title: string;
  body: string;
  author: string;
  choices: string[] | string;
  start_time: number;
  end_time: number;
  created_at: number;
}

async function votePower(q: Queryable, address: string): Promise<number> {
  const [{ vp } = { vp: 0 }] = await q.query<{ vp: number }>('SELECT COALESCE(SUM(quantity),0)::float8 AS vp FROM land_holdings WHERE owner = $1', [
    address.toLowerCase(),
  ]);
  return vp;
}

export function daoRoutes(d: AppDeps) {
  const app = new Hono();
  const { db, config } = d;
  const nowSec = () => Math.floor(config.now() / 1000);

  /** The signed-in account must own `address` among its registered wallets. */
  async function requireWallet(c: Context, address: string) {
    const s = await requireSession(c, db, config);
    const own = (await walletsOf(db, s.user.id)).map((w) => w.wallet_addr);
    if (!own.includes(address.toLowerCase())) throw forbidden('This wallet is not registered to the signed-in account');
    return s;
  }

  async function shape(r: ProposalRow): Promise<D.Proposal> {
    const choices = typeof r.choices === 'string' ? (JSON.parse(r.choices) as string[]) : r.choices;
    const votes = await db.query<{ choice: number; vp: number }>('SELECT choice, vp FROM votes WHERE proposal_id = $1', [r.id]);
    const scores = choices.map((_, i) => votes.filter((v) => v.choice === i + 1).reduce((a, v) => a + v.vp, 0));
    const now = nowSec();
    return {
      id: r.id,
      chainId: r.chain_id,
      category: r.category,
      title: r.title,
      body: r.body,
      author: getAddress(r.author),
      choices,
      start: r.start_time,
      end: r.end_time,
      state: now < r.start_time ? 'pending' : now >= r.end_time ? 'closed' : 'active',
      scores,
      votes: votes.length,
      type: { name: 'snapshot', version: '0.1.4' },
      createdAt: new Date(r.created_at).toISOString(),
    };
  }

  async function proposalById(id: number): Promise<ProposalRow> {
    const r = (await db.query<ProposalRow>('SELECT * FROM proposals WHERE id = $1 AND NOT deleted', [id]))[0];
    if (!r) throw notFound('No such proposal');
    return r;
  }

  app.get(DAO.condition, async (c) => {
    const q = await parseQuery(c, D.addressQuery);
    const vp = await votePower(db, q.address);
    return c.json({ data: { canCreate: vp >= D.MIN_PROPOSAL_VP, votePower: vp, minVotePower: D.MIN_PROPOSAL_VP } });
  });

  app.get(DAO.votePower, async (c) => {
    const q = await parseQuery(c, D.addressQuery);
    return c.json({ data: { address: getAddress(q.address), vp: await votePower(db, q.address) } });
  });

  app.get(DAO.proposals, async (c) => {
    const q = await parseQuery(c, D.listProposalsQuery);
    const params: unknown[] = [q.chainId];
    let where = 'chain_id = $1 AND NOT deleted';
    if (q.category) {
      params.push(q.category);
      where += ' AND category = $2';
    }
    const [{ n } = { n: 0 }] = await db.query<{ n: number }>(`SELECT COUNT(*)::int AS n FROM proposals WHERE ${where}`, params);
    const rows = await db.query<ProposalRow>(
      `SELECT * FROM proposals WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, q.count, (q.page - 1) * q.count],
    );
    return c.json({ data: { rows: await Promise.all(rows.map(shape)), total: n } });
  });

  app.get(`${DAO.proposals}/:id`, async (c) => {
    const id = D.proposalIdParam.safeParse(c.req.param('id'));
    if (!id.success) throw badInput('error-msg-proposal-id', 'Bad proposal id', 'id');
    return c.json({ data: await shape(await proposalById(id.data)) });
  });

  app.post(DAO.proposals, async (c) => {
    const b = await parseJson(c, D.createProposalRequest);
    await requireWallet(c, b.author);
    if ((await votePower(db, b.author)) < D.MIN_PROPOSAL_VP) throw forbidden('Not enough voting power to create a proposal');
    const [row] = await db.query<ProposalRow>(
      `INSERT INTO proposals (chain_id, category, title, body, author, choices, start_time, end_time, created_at) VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9) RETURNING *`,
      [b.chainId, b.category, b.title, b.body, b.author.toLowerCase(), JSON.stringify(b.choices), b.start, b.end, config.now()],
    );
    return c.json({ data: await shape(row!) });
  });

  app.delete(DAO.proposals, async (c) => {
    const q = await parseQuery(c, D.deleteProposalQuery);
    await requireWallet(c, q.user);
    const p = await proposalById(q.proposalId);
    if (p.author !== q.user.toLowerCase()) throw forbidden('Only the author can delete a proposal');
    await db.query('UPDATE proposals SET deleted = TRUE WHERE id = $1', [p.id]);
    return c.json({ data: 'success' as const });
  });

  app.get(`${DAO.comments}/:id`, async (c) => {
    const id = D.proposalIdParam.safeParse(c.req.param('id'));
    if (!id.success) throw badInput('error-msg-proposal-id', 'Bad proposal id', 'id');
    await proposalById(id.data);
    const rows = await db.query<{ id: number; proposal_id: number; author: string; content: string; created_at: number }>(
      'SELECT * FROM comments WHERE proposal_id = $1 ORDER BY id',
      [id.data],
    );
    return c.json({
      data: rows.map((r) => ({
        id: r.id,
        proposalId: r.proposal_id,
        author: getAddress(r.author),
        content: r.content,
        createdAt: new Date(r.created_at).toISOString(),
      })),
    });
  });

  app.post(DAO.comments, async (c) => {
    const b = await parseJson(c, D.createCommentRequest);
    await requireWallet(c, b.author);
    await proposalById(b.proposalId);
    const [r] = await db.query<{ id: number; created_at: number }>(
      'INSERT INTO comments (proposal_id, author, content, created_at) VALUES ($1,$2,$3,$4) RETURNING id, created_at',
      [b.proposalId, b.author.toLowerCase(), b.content, config.now()],
    );
    return c.json({
      data: { id: r!.id, proposalId: b.proposalId, author: getAddress(b.author), content: b.content, createdAt: new Date(r!.created_at).toISOString() },
    });
  });

  app.post(DAO.reports, async (c) => {
    const b = await parseJson(c, D.reportRequest);
    const s = await requireWallet(c, b.userId);
    await proposalById(b.proposalId);
    const [r] = await db.query<{ id: number }>(
      'INSERT INTO reports (proposal_id, user_id, reporter, content, created_at) VALUES ($1,$2,$3,$4,$5) RETURNING id',
      [b.proposalId, b.userId.toLowerCase(), s.user.id, b.content, config.now()],
    );
    return c.json({ data: { result: 'success' as const, id: r!.id } });
  });

  app.get(DAO.votes, async (c) => {
    const q = await parseQuery(c, D.votesQuery);
    await proposalById(q.proposalId);
    const rows = await db.query<{ voter: string; choice: number; vp: number; created_at: number }>(
      'SELECT * FROM votes WHERE proposal_id = $1 ORDER BY created_at, voter',
      [q.proposalId],
    );
    return c.json({ data: rows.map((r) => ({ voter: getAddress(r.voter), choice: r.choice, vp: r.vp, createdAt: new Date(r.created_at).toISOString() })) });
  });

  app.post(DAO.votes, async (c) => {
    const q = await parseQuery(c, D.castVoteQuery);
    await requireWallet(c, q.userId);
    const p = await shape(await proposalById(q.proposalId));
    if (p.state !== 'active') throw badInput('error-msg-vote-closed', 'Voting is not open for this proposal');
    if (q.score > p.choices.length) throw badInput('error-msg-vote-choice', 'No such choice', 'score');
    const vp = await votePower(db, q.userId);
    if (vp <= 0) throw forbidden('No voting power');
    const rows = await db.query<{ created_at: number }>(
      'INSERT INTO votes (proposal_id, voter, choice, vp, created_at) VALUES ($1,$2,$3,$4,$5) ON CONFLICT (proposal_id, voter) DO NOTHING RETURNING created_at',
      [q.proposalId, q.userId.toLowerCase(), q.score, vp, config.now()],
    );
    if (!rows.length) throw new ApiError(409, 'error-msg-already-voted', 'Already voted');
    return c.json({ data: { voter: getAddress(q.userId), choice: q.score, vp, createdAt: new Date(rows[0]!.created_at).toISOString() } });
  });

  return app;
}
