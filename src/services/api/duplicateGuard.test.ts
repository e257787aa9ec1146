// Spec 9's duplicate-call guard: an identical call within 500 ms is sent once and both callers read the answer.
import { describe, expect, it } from 'vitest';
import { TIMING } from '@machines/constants';
import { guardDuplicates } from './duplicateGuard';

function counting() {
  const sent: string[] = [];
  const f = async (input: string, init?: RequestInit) => {
    sent.push(`${init?.method ?? 'GET'} ${input} ${String(init?.body ?? '')}`);
    return new Response(JSON.stringify({ n: sent.length }));
  };
  return { sent, f };
}

describe('guardDuplicates', () => {
  it('sends an identical call started again within 500 ms once, and gives both callers the answer', async () => {
    let t = 1_000;
    const { sent, f } = counting();
    const guarded = guardDuplicates(f, TIMING.duplicateCallGuardMs, () => t);
    const post = { method: 'POST', body: 'item=1' };
    const first = guarded('/buy', post);
    t += 499;
    const second = guarded('/buy', post);
    expect(await (await first).json()).toEqual({ n: 1 });
    expect(await (await second).json()).toEqual({ n: 1 });
    expect(sent).toHaveLength(1);
    expect(TIMING.duplicateCallGuardMs).toBe(500);
  });

  it('sends a call again once 500 ms have passed, and never merges calls that differ', async () => {
    let t = 0;
    const { sent, f } = counting();
    const guarded = guardDuplicates(f, 500, () => t);
    await guarded('/buy', { method: 'POST', body: 'item=1' });
    await guarded('/buy', { method: 'POST', body: 'item=2' });
    await guarded('/sell', { method: 'POST', body: 'item=1' });
    await guarded('/buy', { method: 'PUT', body: 'item=1' });
    t = 500;
    await guarded('/buy', { method: 'POST', body: 'item=1' });
    expect(sent).toEqual(['POST /buy item=1', 'POST /buy item=2', 'POST /sell item=1', 'PUT /buy item=1', 'POST /buy item=1']);
  });

  it('does not keep a call that failed or was refused: a retry goes out', async () => {
    let calls = 0;
    const guarded = guardDuplicates(
      async () => {
        calls += 1;
        if (calls === 1) throw new TypeError('offline');
        return new Response('{}', { status: calls === 2 ? 503 : 200 });
      },
      500,
      () => 0,
    );
    await expect(guarded('/x', { method: 'POST', body: 'a' })).rejects.toThrow('offline');
    expect((await guarded('/x', { method: 'POST', body: 'a' })).status).toBe(503);
    expect((await guarded('/x', { method: 'POST', body: 'a' })).status).toBe(200);
    expect(calls).toBe(3);
  });

  it('sends a repeat again when another call came in between: what it answers may have changed', async () => {
    const { sent, f } = counting();
    const guarded = guardDuplicates(f, 500, () => 0);
    const tally = await (await guarded('/event_list', { method: 'POST', body: 'id=1' })).json();
    await guarded('/event_vote', { method: 'POST', body: 'id=1&choice=3' });
    const after = await (await guarded('/event_list', { method: 'POST', body: 'id=1' })).json();
    expect(sent).toHaveLength(3);
    expect(after).not.toEqual(tally);
  });
});
