// Text users write in the DAO (proposal title, body and choices, comments) is stored and returned as written: markup
// and entity characters are data, neither escaped to entities nor stripped; the front end shows it as text.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account } from '../../common/localWorld/accounts';
import { call, json, startWorld, walletLogin, type TestWorld } from './support';

let w: TestWorld;
beforeAll(async () => {
  w = await startWorld();
});
afterAll(async () => {
  await w?.stop();
});

const alice = account('alice').address;
const WRITTEN = '<b>x</b> & "q" \'s <script>alert(1)</script> &lt;';

describe('DAO text as written', () => {
  it('a proposal and a comment with markup, ampersands and quotes come back exactly as sent, from the write and from a read', async () => {
    const { jar } = await walletLogin(w, 'alice');
    const now = Math.floor(w.clock.now / 1000);
    const created = await json(
      w,
      'POST',
      '/dao/api/proposals',
      {
        chainId: 31338,
        category: 'general',
        author: alice,
        title: WRITTEN,
        body: `${WRITTEN}\nline 2`,
        choices: ['<i>yes</i>', 'no & never'],
        start: now - 60,
        end: now + 3600,
      },
      { jar },
    );
    expect(created.status).toBe(200);
    const id = created.body.data.id as number;
    const comment = await json(w, 'POST', '/dao/api/comments', { proposalId: id, author: alice, content: WRITTEN }, { jar });
    expect(comment.body.data.content).toBe(WRITTEN);

    const read = (await call(w, 'GET', `/dao/api/proposals/${id}`)).body.data;
    expect(read).toMatchObject({ title: WRITTEN, body: `${WRITTEN}\nline 2`, choices: ['<i>yes</i>', 'no & never'] });
    const comments = (await call(w, 'GET', `/dao/api/comments/${id}`)).body.data as { content: string }[];
    expect(comments.map((c) => c.content)).toEqual([WRITTEN]);
    const report = await json(w, 'POST', '/dao/api/reports', { userId: alice, content: WRITTEN, proposalId: id }, { jar });
    expect(report.body.data.result).toBe('success');
  });
});
