// Issue 27 fault: PostgreSQL restarts while two API instances are under load. Neither process goes down, requests during
// the restart fail cleanly (an error answer, never a dropped connection), and afterwards both serve reads and writes
// again with nothing lost. Its own PostgreSQL server, so the restart touches no other test. Run with npm run test:cluster.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPostgres, type LocalPostgres } from '../../server/tools/postgresServer';
import { cookieJar, form, idLogin } from '../server/support';
import { fakeDeployments } from '../server/fakeDeployments';
import { at, startCluster, type Cluster } from './cluster';

let pg: LocalPostgres;
let c: Cluster;
beforeAll(async () => {
  pg = await startPostgres();
  c = await startCluster({ deployments: fakeDeployments(Date.now()), nginx: false, adminUrl: pg.url });
});
afterAll(async () => {
  await c?.stop();
  await pg?.stop();
});

const refresh = (url: string, user: { accountId: string; id: number }, jar: ReturnType<typeof cookieJar>) =>
  form(at(url), '/auth/refreshToken', { accountId: user.accountId, accountIdx: String(user.id) }, { jar });

describe('PostgreSQL restarted under load', () => {
  it('both instances reconnect: no process down, no dropped connection, reads and writes work after, the session kept', async () => {
    const [a, b] = c.apis;
    const { jar, user } = await idLogin(at(a.url), 'alice01');
    const statuses: number[] = [];
    let dropped = 0;
    let loading = true;
    // Eight clients reading the market (a database read per request) on both instances until told to stop.
    const clients = Array.from({ length: 8 }, async (_, i) => {
      while (loading) {
        try {
          statuses.push((await form(at(i % 2 ? b.url : a.url), '/web/market_item_list', { type: 'list' })).status);
        } catch {
          dropped++;
        }
      }
    });
    while (statuses.length < 20) await new Promise((r) => setTimeout(r, 50));
    await pg.restart();
    // Load goes on after the restart until each instance has answered reads again.
    const served = statuses.length;
    while (statuses.slice(served).filter((s) => s === 200).length < 20) await new Promise((r) => setTimeout(r, 50));
    loading = false;
    await Promise.all(clients);

    expect(dropped).toBe(0);
    expect(statuses.every((s) => s === 200 || s >= 500)).toBe(true);
    // Writes on both: a new sign-in, and the session made before the restart refreshed on each instance.
    for (const url of [a.url, b.url]) {
      expect((await idLogin(at(url), 'tester01')).user).toBeTruthy();
      expect((await refresh(url, user, jar)).body.result).toBe(0);
    }
  });
});
