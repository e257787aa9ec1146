// enter_binance_002_ex: the user's Binance-withdrawn LAND, claimed (locked) once and transferred once to the registered
// wallet; another user's LAND, a wrong lock and a replayed step are refused. Also served in the spec-only profile.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account } from '@common/localWorld/accounts';
import { BINANCE_E2E } from '@common/localWorld/binanceE2e';
import { form, idLogin, startWorld, type TestWorld } from './support';

let w: TestWorld;
let spec: TestWorld;
beforeAll(async () => {
  [w, spec] = await Promise.all([startWorld(), startWorld({ profile: 'spec' })]);
});
afterAll(async () => {
  await Promise.all([w?.stop(), spec?.stop()]);
});

async function auth(world: TestWorld, name: string) {
  const { jar, user } = await idLogin(world, name);
  const r = await form(world, '/auth/refreshToken', { accountId: user.accountId, accountIdx: String(user.id) }, { jar });
  return { authToken: r.body.authToken as string, accountId: user.accountId as string };
}
const call = (world: TestWorld, fields: Record<string, string>) => form(world, '/web/enter_binance_002_ex', fields);

describe('enter_binance_002_ex', () => {
  it('lists, claims (lock) and transfers to the registered wallet, each once', async () => {
    const a = await auth(w, BINANCE_E2E.user.account);
    const list = await call(w, { ...a, step: 'list' });
    expect(list.status).toBe(200);
    expect(list.body.data.rows.map((r: { tokenId: string; status: string }) => [r.tokenId, r.status])).toEqual(
      BINANCE_E2E.lands.map((l) => [l.tokenId, 'withdrawn']),
    );
    const landId = String(list.body.data.rows[0].landId);
    const claimed = await call(w, { ...a, step: 'claim', land_id: landId });
    expect(claimed.body.data.lockId).toMatch(/^[0-9a-f]{32}$/);
    expect(claimed.body.data.rows[0]).toMatchObject({ status: 'locked', lockId: claimed.body.data.lockId, toAddress: null });
    expect((await call(w, { ...a, step: 'claim', land_id: landId })).body.error).toBe('error-msg-binance-state');
    expect((await call(w, { ...a, step: 'transfer', land_id: landId, lock_id: 'f'.repeat(32) })).status).toBe(409);
    const moved = await call(w, { ...a, step: 'transfer', land_id: landId, lock_id: claimed.body.data.lockId });
    expect(moved.body.data.rows[0]).toMatchObject({ status: 'transferred', toAddress: account('hugo').address });
    expect(moved.body.data.rows[1].status).toBe('withdrawn');
    expect((await call(w, { ...a, step: 'transfer', land_id: landId, lock_id: claimed.body.data.lockId })).status).toBe(409);
  });

  it("shows nobody else's LAND, refuses another user's claim (404), a bad step or missing land (400), a stale token (401)", async () => {
    const other = await auth(w, 'alice01');
    expect((await call(w, { ...other, step: 'list' })).body.data.rows).toEqual([]);
    const hugo = await auth(w, BINANCE_E2E.user.account);
    const landId = String((await call(w, { ...hugo, step: 'list' })).body.data.rows[1].landId);
    expect((await call(w, { ...other, step: 'claim', land_id: landId })).status).toBe(404);
    expect((await call(w, { ...hugo, step: 'steal' })).body.error).toBe('error-msg-binance-step');
    expect((await call(w, { ...hugo, step: 'claim' })).body.error).toBe('error-msg-binance-land');
    expect((await call(w, { ...hugo, step: 'transfer', land_id: landId })).body.error).toBe('error-msg-binance-lock');
    expect((await call(w, { ...hugo, authToken: 'y'.repeat(30), step: 'list' })).status).toBe(401);
  });

  it('is a spec call: the spec-only profile serves it', async () => {
    const a = await auth(spec, BINANCE_E2E.user.account);
    expect((await call(spec, { ...a, step: 'list' })).body.data.rows).toHaveLength(BINANCE_E2E.lands.length);
  });
});
