// Issue 27: two API instances on one PostgreSQL database (child processes started at the same moment) share sessions,
// back-offs and sign-in nonces, and nginx in front of them serves on when one dies. Run with npm run test:cluster.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS } from '../../server/db/migrations';
import { SEED_USERS } from '../../server/db/seedAccounts';
import { call, cookieJar, form, idLogin, SEED_PW, sha, siweFields, wallet } from '../server/support';
import { fakeDeployments } from '../server/fakeDeployments';
import { at, startCluster, type Cluster } from './cluster';

let c: Cluster;
beforeAll(async () => {
  c = await startCluster({ deployments: fakeDeployments(Date.now()) });
});
afterAll(async () => {
  await c?.stop();
});

const [A, B] = [() => at(c.apis[0].url), () => at(c.apis[1].url)];
const refresh = (target: ReturnType<typeof at>, user: { accountId: string; id: number }, jar: ReturnType<typeof cookieJar>) =>
  form(target, '/auth/refreshToken', { accountId: user.accountId, accountIdx: String(user.id) }, { jar });

describe('two API instances on one database', () => {
  it('both start at once on an empty database: each migration applied once, the world seeded once', async () => {
    const applied = await c.db.query<{ id: number }>('SELECT id FROM schema_migrations ORDER BY id');
    expect(applied.map((r) => r.id)).toEqual(MIGRATIONS.map((m) => m.id));
    const [{ n }] = (await c.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users')) as [{ n: number }];
    expect(n).toBe(SEED_USERS.length);
  });

  it('a session made on one instance works on the other, and a logout on the other ends it on both', async () => {
    const { jar, user } = await idLogin(A(), 'alice01');
    expect((await refresh(B(), user, jar)).body.result).toBe(0);
    expect((await refresh(A(), user, jar)).body.result).toBe(0);
    expect((await form(B(), '/web/logout', {}, { jar })).status).toBe(200);
    expect((await refresh(A(), user, jar)).body.result).not.toBe(0);
  });

  it('wrong passwords are counted across both: ten failures split over the two back the account off on each', async () => {
    for (let i = 0; i < 10; i++) {
      const r = await form(i % 2 ? B() : A(), '/web/login', { account: 'tester01', password: sha(`guess-${i}`) }, { jar: cookieJar() });
      expect(r.status).toBe(401);
    }
    for (const target of [A(), B()]) {
      const right = await form(target, '/web/login', { account: 'tester01', password: SEED_PW }, { jar: cookieJar() });
      expect([right.status, right.body.error]).toEqual([429, 'error-msg-rate-limit']);
    }
  });

  it('a sign-in nonce issued by one instance is accepted once, by either', async () => {
    const f = await siweFields(A(), wallet('bob'));
    const login = (target: ReturnType<typeof at>) => form(target, '/web/login', { ...f, wallet: '1' }, { jar: cookieJar() });
    expect((await login(B())).status).toBe(200);
    const again = await login(A());
    expect([again.status, again.body.error]).toEqual([401, 'error-msg-siwe']);
  });

  it("a Google/Facebook sign-in begun with one instance's issuer signs in on the other, and its token only once", async () => {
    const r = await call(A(), 'GET', '/dev/oidc-login?platform=google');
    const t = r.body.data as { idToken: string; platform_id: string };
    const platformLogin = (target: ReturnType<typeof at>) =>
      form(target, '/auth/platformLogin', { platform_id: t.platform_id, passToken: t.idToken, platform_type: '3' }, { jar: cookieJar() });
    const onB = await platformLogin(B());
    expect(onB.status).toBe(200);
    expect(onB.body.data.webAuthData).toMatchObject({ email: 'google.tester@example.com' });
    const again = await platformLogin(A());
    expect([again.status, again.body.error]).toEqual([401, 'error-msg-sns-token']);
  });
});

describe('nginx in front of both', () => {
  it('serves a session through the balancer, and keeps serving when one instance dies', async () => {
    if (!c.balancer) {
      // Without nginx installed there is no balancer to test; the instance cases above still ran.
      expect(c.balancer).toBeUndefined();
      return;
    }
    const lb = at(c.balancer.url);
    const { jar, user } = await idLogin(lb, 'admin01');
    // Round robin: consecutive requests land on both instances, and each knows the session.
    for (let i = 0; i < 4; i++) expect((await refresh(lb, user, jar)).body.result).toBe(0);
    await c.apis[0].kill();
    for (let i = 0; i < 4; i++) expect((await refresh(lb, user, jar)).body.result).toBe(0);
  });
});
