// DAO API (spec 7): signed proposals and votes checked against the chain's voting power at the snapshot block,
// condition, voting power, comments, reports, the scores call. Comments, reports and deletes need a session owning the wallet.
import { Hono, type Context } from 'hono';
import { getAddress } from 'ethers';
import * as D from '@common/api/dao';
import { DAO } from '@common/api/paths';
import { MIN_VP_TO_PROPOSE, PROPOSAL_CATEGORIES } from '@common/domain/dao';
import type { AppDeps } from '../context';
import { ApiError, badInput, forbidden } from '../http/errors';
import { parseJson, parseQuery } from '../http/parse';
import { requireSession } from '../auth/sessions';
import { walletsOf } from '../auth/users';
import { chainOf, latestBlock, readVotePower as readFromChain } from '../dao/votingPower';
import { cachedVotePower } from '../dao/votePowerCache';
import { indexedVotePower } from '../dao/indexedVotePower';
import {
  checkFresh,
  badSignature,
  duplicateProposal,
  legacyVoteSignedBy,
  outdatedVote,
  proposalDigest,
  proposalSignedBy,
  voteSignedBy,
} from '../dao/signatures';
import { throttle, throttleSource } from '../auth/rateLimit';
import { alreadyVoted, checkProposalMessage, checkVoteChoice, checkVoteWindow, noVotingPower, notEnoughPower } from '../dao/rules';
import { jsonOf, proposalRow, shapeProposal, shapeProposals, statusTimeWhere, votesOf, type ProposalRow } from '../dao/proposals';
import { scoresOf, voteFieldsOf } from '../dao/scores';
import { proposalListCache } from '../dao/proposalListCache';
import { keptResponse } from '../http/keptAnswer';

const idParam = (c: Context) => {
  const id = D.proposalIdParam.safeParse(c.req.param('id'));
  if (!id.success) throw badInput('error-msg-proposal-id', 'Bad proposal id', 'id');
  return id.data;
};
const iso = (ms: number | string) => new Date(Number(ms)).toISOString();

export function daoRoutes(d: AppDeps) {
  const app = new Hono();
  const { db, config } = d;
  const nowSec = () => Math.floor(config.now() / 1000);
  const chain = (chainId: number) => chainOf(d.deployments.get(), chainId);
  /** Per (chain, address, block), so a snapshot block's power is read from the chain once (server/dao/votePowerCache.ts). */
  const readVotePower = cachedVotePower(indexedVotePower(d, readFromChain));
  /** Per (question, change of proposals/votes) and until the next start or end time (server/dao/proposalListCache.ts). */
  const proposalList = proposalListCache(config.now);

  /** The signed-in account must own `address` among its registered wallets. */
  async function requireWallet(c: Context, address: string) {
    const s = await requireSession(c, db, config);
    const own = (await walletsOf(db, s.user.id)).map((w) => w.wallet_addr);
    if (!own.includes(address.toLowerCase())) throw forbidden('This wallet is not registered to the signed-in account');
    return s;
  }

  app.get(DAO.condition, async (c) => {
    const q = await parseQuery(c, D.conditionQuery);
    const vp = await readVotePower(chain(q.chainId), getAddress(q.address));
    const categories = PROPOSAL_CATEGORIES.map((category) => ({
      category,
      minVotePower: MIN_VP_TO_PROPOSE[category],
      canCreate: vp.total >= MIN_VP_TO_PROPOSE[category],
    }));
    return c.json({ data: { canCreate: categories.some((x) => x.canCreate), votePower: vp.total, block: vp.block, categories } });
  });

  app.get(DAO.votePower, async (c) => {
    const q = await parseQuery(c, D.votePowerQuery);
    return c.json({ data: await readVotePower(chain(q.chainId), getAddress(q.address), q.block) });
  });

  app.get(DAO.proposals, async (c) => {
    const q = await parseQuery(c, D.listProposalsQuery);
    const answer = await proposalList(db, JSON.stringify(q), q.chainId, async (now) => {
      const params: unknown[] = [q.chainId, now];
      let where = 'chain_id = $1 AND NOT deleted' + statusTimeWhere(q.status, '$2');
      if (q.category) {
        params.push(q.category);
        where += ` AND category = $${params.length}`;
      }
      for (const word of (q.search ?? '').split(/\s+/).filter(Boolean).slice(0, 10)) {
        params.push(`%${word.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`);
        where += ` AND (title ILIKE $${params.length} OR body ILIKE $${params.length})`;
      }
      // $2 (now) is only used by the status filter; keep it referenced so every query has the same parameters.
      const rows = await db.query<ProposalRow>(`SELECT * FROM proposals WHERE ${where} AND $2::bigint >= 0 ORDER BY created_at DESC, id DESC`, params);
      const all = (await shapeProposals(db, rows, now, config.daoSpace)).filter((p) => !q.status || p.status === q.status);
      return { data: { rows: all.slice((q.page - 1) * q.count, q.page * q.count), total: all.length } };
    });
    return keptResponse(answer, c.req.header('accept-encoding'));
  });

  app.get(`${DAO.proposals}/:id`, async (c) => c.json({ data: await shapeProposal(db, await proposalRow(db, idParam(c)), nowSec(), config.daoSpace) }));

  app.post(DAO.proposals, async (c) => {
    const { message: m, signature } = await parseJson(c, D.createProposalRequest);
    const net = chain(m.chainId);
    const data = checkProposalMessage(m, nowSec());
    checkFresh(m.timestamp, nowSec());
    if (!proposalSignedBy(m, signature, m.from)) throw badSignature('proposal');
    const digest = proposalDigest(m);
    // One signed proposal is stored once: a replay (by anyone: the API publishes the signature) is refused before any work.
    if ((await db.query('SELECT 1 FROM proposals WHERE digest = $1', [digest])).length) throw duplicateProposal();
    await throttleSource(db, c, config, 'proposalPerSource');
    await throttle(db, 'proposalPerAuthor', m.from, config.now());
    const block = await latestBlock(net);
    const vp = await readVotePower(net, getAddress(m.from), block);
    if (vp.total < MIN_VP_TO_PROPOSE[m.category]) throw notEnoughPower(MIN_VP_TO_PROPOSE[m.category], vp.total);
    const [row] = await db.query<ProposalRow>(
      `INSERT INTO proposals (chain_id, category, title, body, author, choices, start_time, end_time, created_at, vote_type, data,
        snapshot_block, signed_at, signature, digest)
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15) ON CONFLICT (digest) DO NOTHING RETURNING *`,
      [m.chainId, m.category, m.title, m.body, m.from.toLowerCase(), JSON.stringify(m.choices), m.start, m.end, config.now(), m.voteType].concat([
        JSON.stringify(data),
        block,
        m.timestamp,
        signature,
        digest,
      ]),
    );
    if (!row) throw duplicateProposal();
    return c.json({ data: await shapeProposal(db, row, nowSec(), config.daoSpace) });
  });

  app.delete(DAO.proposals, async (c) => {
    const q = await parseQuery(c, D.deleteProposalQuery);
    await requireWallet(c, q.user);
    const p = await proposalRow(db, q.proposalId);
    if (p.author !== q.user.toLowerCase()) throw new ApiError(403, 'error-msg-not-author', 'Only the author can delete a proposal');
    const status = (await shapeProposal(db, p, nowSec(), config.daoSpace)).status;
    if (status !== 'pending' && status !== 'active') throw new ApiError(409, 'error-msg-proposal-closed', 'A proposal that has ended stays on record');
    await db.query('UPDATE proposals SET deleted = TRUE WHERE id = $1', [p.id]);
    return c.json({ data: 'success' as const });
  });

  app.get(`${DAO.comments}/:id`, async (c) => {
    const id = idParam(c);
    await proposalRow(db, id);
    const rows = await db.query<{ id: number; proposal_id: number; author: string; content: string; created_at: number }>(
      'SELECT * FROM comments WHERE proposal_id = $1 AND NOT deleted ORDER BY id',
      [id],
    );
    return c.json({
      data: rows.map((r) => ({ id: r.id, proposalId: r.proposal_id, author: getAddress(r.author), content: r.content, createdAt: iso(r.created_at) })),
    });
  });

  app.post(DAO.comments, async (c) => {
    const b = await parseJson(c, D.createCommentRequest);
    const s = await requireWallet(c, b.author);
    await throttleSource(db, c, config, 'commentPerSource');
    await throttle(db, 'commentPerAccount', String(s.user.id), config.now());
    await proposalRow(db, b.proposalId);
    const [r] = await db.query<{ id: number; created_at: number }>(
      'INSERT INTO comments (proposal_id, author, content, created_at) VALUES ($1,$2,$3,$4) RETURNING id, created_at',
      [b.proposalId, b.author.toLowerCase(), b.content, config.now()],
    );
    return c.json({ data: { id: r!.id, proposalId: b.proposalId, author: getAddress(b.author), content: b.content, createdAt: iso(r!.created_at) } });
  });

  app.post(DAO.reports, async (c) => {
    const b = await parseJson(c, D.reportRequest);
    const s = await requireWallet(c, b.userId);
    await throttleSource(db, c, config, 'reportPerSource');
    await throttle(db, 'reportPerAccount', String(s.user.id), config.now());
    await proposalRow(db, b.proposalId);
    const [r] = await db.query<{ id: number }>(
      'INSERT INTO reports (proposal_id, user_id, reporter, content, created_at) VALUES ($1,$2,$3,$4,$5) RETURNING id',
      [b.proposalId, b.userId.toLowerCase(), s.user.id, b.content, config.now()],
    );
    return c.json({ data: { result: 'success' as const, id: r!.id } });
  });

  app.get(DAO.votes, async (c) => {
    const q = await parseQuery(c, D.votesQuery);
    await proposalRow(db, q.proposalId);
    const rows = await votesOf(db, [q.proposalId]);
    return c.json({
      data: rows.map((r) => ({
        voter: getAddress(r.voter),
        choice: jsonOf(r.choice),
        vp: Number(r.vp),
        reason: r.reason,
        timestamp: Number(r.signed_at),
        signature: r.signature,
        createdAt: iso(r.created_at),
      })),
    });
  });

  app.post(DAO.votes, async (c) => {
    const q = await parseQuery(c, D.castVoteQuery);
    const b = await parseJson(c, D.castVoteBody);
    const row = await proposalRow(db, q.proposalId);
    const now = nowSec();
    checkVoteChoice(b.choice, q.score, row.vote_type, jsonOf(row.choices).length);
    const signed = voteFieldsOf(row, config.daoSpace, { from: q.userId, timestamp: b.timestamp, choice: b.choice, reason: b.reason });
    if (!voteSignedBy(signed, jsonOf(row.choices), b.signature, q.userId)) {
      const legacy = { from: q.userId, timestamp: b.timestamp, proposal: row.id, choice: b.choice, reason: b.reason };
      throw legacyVoteSignedBy(legacy, b.signature, q.userId) ? outdatedVote() : badSignature('vote');
    }
    checkFresh(b.timestamp, now);
    checkVoteWindow({ start: Number(row.start_time), end: Number(row.end_time) }, now, b.timestamp);
    const voter = q.userId.toLowerCase();
    if ((await db.query('SELECT 1 FROM votes WHERE proposal_id = $1 AND voter = $2', [row.id, voter])).length) throw alreadyVoted();
    const block = Number(row.snapshot_block);
    const vp = (await readVotePower(chain(row.chain_id), getAddress(q.userId), block)).total;
    if (vp <= 0) throw noVotingPower(block);
    const rows = await db.query<{ created_at: number }>(
      `INSERT INTO votes (proposal_id, voter, choice, vp, created_at, reason, signed_at, signature) VALUES ($1,$2,$3,$4,$5,$6,$7,$8)
       ON CONFLICT (proposal_id, voter) DO NOTHING RETURNING created_at`,
      [row.id, voter, JSON.stringify(b.choice), vp, config.now(), b.reason, b.timestamp, b.signature],
    );
    if (!rows.length) throw alreadyVoted();
    const vote = { voter: getAddress(voter), choice: b.choice, vp, reason: b.reason, timestamp: b.timestamp, signature: b.signature };
    return c.json({ data: { ...vote, createdAt: iso(rows[0]!.created_at) } });
  });

  app.get(DAO.scores, async (c) => {
    const q = await parseQuery(c, D.scoresQuery);
    return c.json({ data: await scoresOf(db, q.proposalId, config.daoSpace) });
  });

  return app;
}
