// Every id the DAO detail machines emit has its English text here (and so in both catalogs after extraction).
import { describe, expect, it } from 'vitest';
import { DAO_MESSAGE } from '@machines/dao/detail/messages';
import { DAO_DETAIL_MESSAGES } from './messages';

describe('DAO detail messages', () => {
  it("has a text for every 'dao.' id the machines emit, and no other (the others are the core catalog's)", () => {
    const own = Object.values(DAO_MESSAGE).filter((id) => id.startsWith('dao.'));
    expect(Object.keys(DAO_DETAIL_MESSAGES).sort()).toEqual(own.sort());
    for (const [id, descriptor] of Object.entries(DAO_DETAIL_MESSAGES)) expect(descriptor.id).toBe(id);
  });
});
