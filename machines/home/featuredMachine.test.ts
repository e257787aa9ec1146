// Home's featured loader as configured: the cards shown (at most `count`), none, Retry, and another language loading again
// (the generic loader's states and transitions have their model test in machines/shared).
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { provideLoad } from '../shared/queryMachine';
import { type FeaturedCard, type FeaturedQuery, featuredMachine, selectFeaturedCards, selectFeaturedView } from './featuredMachine';

const EN: FeaturedQuery = { network: 'BSC', lang: 'en', count: 2 };
const card = (itemId: string): FeaturedCard => ({ itemId, id: Number(itemId), name: `Item ${itemId}`, picture: '', standard: '1155', price: '5' });

function run(answers: (readonly FeaturedCard[] | Error)[]) {
  const asked: FeaturedQuery[] = [];
  const machine = provideLoad(featuredMachine, async (query) => {
    asked.push(query);
    const next = answers.shift();
    if (!next || next instanceof Error) throw next ?? new Error('no answer');
    return next;
  });
  return { actor: createActor(machine, { input: EN }).start(), asked };
}

describe('featuredMachine', () => {
  it('shows at most count cards of the first answer', async () => {
    const { actor } = run([[card('1'), card('2'), card('3')]]);
    expect(selectFeaturedView(actor.getSnapshot())).toBe('loading');
    await waitFor(actor, (s) => s.matches('shown'));
    expect(selectFeaturedCards(actor.getSnapshot()).map((c) => c.itemId)).toEqual(['1', '2']);
  });

  it('says empty when the market has no cards', async () => {
    const { actor } = run([[]]);
    await waitFor(actor, (s) => s.matches('empty'));
  });

  it('offers Retry after a failure, which loads again', async () => {
    const { actor, asked } = run([new Error('offline'), [card('4')]]);
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'QUERY.RETRY' });
    await waitFor(actor, (s) => s.matches('shown'));
    expect(asked).toHaveLength(2);
  });

  it('loads again for another language only', async () => {
    const { actor, asked } = run([[card('1')], [card('9')]]);
    await waitFor(actor, (s) => s.matches('shown'));
    actor.send({ type: 'QUERY.SHOW', query: EN });
    expect(actor.getSnapshot().matches('shown')).toBe(true);
    actor.send({ type: 'QUERY.SHOW', query: { ...EN, lang: 'ko' } });
    await waitFor(actor, (s) => s.matches('shown') && selectFeaturedCards(s)[0]?.itemId === '9');
    expect(asked.map((q) => q.lang)).toEqual(['en', 'ko']);
  });
});
