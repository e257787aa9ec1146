// Hardening round 2 (issue 24): bursts from one source or one account past each takeSlot throttle get
// 429 error-msg-rate-limit; the slots come back once the window has passed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account } from '@common/localWorld/accounts';
import { THROTTLES } from '../../server/auth/limits';
import { form, json, startWorld, walletLogin, type Answer, type TestWorld } from './support';

let w: TestWorld;

beforeAll(async () => {
  w = await startWorld();
}, 60_000);

afterAll(async () => {
  await w?.stop();
});

const refused = (answers: Answer[]) => answers.filter((a) => a.status === 429 && a.body.error === 'error-msg-rate-limit').length;
/** Every window of THROTTLES passes (the longest is an hour). */
const nextHour = () => w.clock.advance(3_600_001);
const burst = (n: number, send: (i: number) => Promise<Answer>) => Promise.all(Array.from({ length: n }, (_, i) => send(i)));

describe('throttles per source and per account', () => {
  it('siwe_nonce: a few nonces a minute per address and more per source, each a database row', async () => {
    nextHour();
    const one = await burst(15, () => form(w, '/web/siwe_nonce', { wallet_addr: account('bob').address }));
    expect(refused(one)).toBe(15 - THROTTLES.siweNoncePerAddress[0]);
    nextHour();
    // Each address asks less than its own limit, so only the source's limit refuses.
    const perSource = THROTTLES.siweNoncePerSource[0];
    const many = await burst(perSource + 10, (i) => form(w, '/web/siwe_nonce', { wallet_addr: `0x${(i + 1).toString(16).padStart(40, '0')}` }));
    expect(refused(many)).toBe(10);
    nextHour();
    expect((await form(w, '/web/siwe_nonce', { wallet_addr: account('bob').address })).status).toBe(200);
  });

  it('check_account_ex: 20 a minute per source', async () => {
    nextHour();
    const answers = await burst(40, (i) => form(w, '/web/check_account_ex', { account: `probe${i}` }));
    expect(refused(answers)).toBe(40 - THROTTLES.checkAccountPerSource[0]);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(THROTTLES.checkAccountPerSource[0]);
  });

  it('get4thLandUserList: a limit a minute per source', async () => {
    nextHour();
    const limit = THROTTLES.fourthLandListPerSource[0];
    const answers = await burst(limit + 15, () => form(w, '/web/get4thLandUserList', { address: account('bob').address, network: 'BSC' }));
    expect(refused(answers)).toBe(15);
  });

  it('DAO comments and reports: 10 comments and 5 reports a minute per account', async () => {
    nextHour();
    const bob = await walletLogin(w, 'bob');
    const author = account('bob').address;
    const comments = await burst(15, (i) => json(w, 'POST', '/dao/api/comments', { proposalId: 99_999, author, content: `c${i}` }, { jar: bob.jar }));
    // The rest reach the proposal lookup (no such proposal here): only the throttle answers 429.
    expect(refused(comments)).toBe(15 - THROTTLES.commentPerAccount[0]);
    expect(comments.filter((a) => a.status === 404)).toHaveLength(THROTTLES.commentPerAccount[0]);
    const reports = await burst(10, () => json(w, 'POST', '/dao/api/reports', { proposalId: 99_999, userId: author, content: 'spam' }, { jar: bob.jar }));
    expect(refused(reports)).toBe(10 - THROTTLES.reportPerAccount[0]);
  });

  it('market purchase intents: a limit a minute per account', async () => {
    nextHour();
    const carol = await walletLogin(w, 'carol');
    const intent = { item_id: '99999', seller: account('dave').address, buyer: account('carol').address, amount: '1', price: '1' };
    const answers = await burst(THROTTLES.purchaseIntentPerAccount[0] + 5, () => form(w, '/web/market_prepending_create', intent, { jar: carol.jar }));
    expect(refused(answers)).toBe(5);
    expect(answers.every((a) => a.status < 500)).toBe(true);
  });
});
