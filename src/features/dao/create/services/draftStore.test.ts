// The stored drafts: one per category, read back as typed, anything malformed ignored.
import { describe, expect, it } from 'vitest';
import { emptyDraft } from '@machines/dao/create/createProposalDraft';
import { forgetDraft, loadDraft, saveDraft } from './draftStore';

function memory(): Storage {
  const m = new Map<string, string>();
  return {
    getItem: (k) => m.get(k) ?? null,
    setItem: (k, v) => void m.set(k, v),
    removeItem: (k) => void m.delete(k),
    clear: () => m.clear(),
    key: () => null,
    get length() {
      return m.size;
    },
  };
}

describe('draftStore', () => {
  it('keeps a draft per category until it is forgotten', () => {
    const s = memory();
    const poll = { ...emptyDraft(1_800_000_000), title: 'Which park?', choices: ['A', 'B', 'C'] };
    const grant = { ...emptyDraft(1_800_000_000), title: 'Fund it', fields: { amount: '500' } };
    saveDraft(s, 'poll', poll);
    saveDraft(s, 'grant', grant);
    expect(loadDraft(s, 'poll')).toEqual(poll);
    expect(loadDraft(s, 'grant')).toEqual(grant);
    forgetDraft(s, 'poll');
    expect(loadDraft(s, 'poll')).toBeNull();
    expect(loadDraft(s, 'grant')).toEqual(grant);
  });

  it('ignores what is not a draft, and a storage that refuses', () => {
    const s = memory();
    s.setItem('daoDraft.poll', '{not json');
    expect(loadDraft(s, 'poll')).toBeNull();
    s.setItem('daoDraft.poll', JSON.stringify({ title: 1 }));
    expect(loadDraft(s, 'poll')).toBeNull();
    const full = {
      ...s,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => saveDraft(full, 'poll', emptyDraft(0))).not.toThrow();
  });
});
