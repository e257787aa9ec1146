// Category <-> create-proposal route slug: every category round-trips through a slug the route table accepts.
import { describe, expect, it } from 'vitest';
import { PROPOSAL_CATEGORIES } from '@common/domain/dao';
import { proposalCategoryOfSlug, slugOfProposalCategory } from './proposalCategorySlug';

describe('proposal category slug', () => {
  it('gives every category a route slug of lower-case letters, digits and dashes, and reads it back', () => {
    for (const category of PROPOSAL_CATEGORIES) {
      const slug = slugOfProposalCategory(category);
      expect(slug).toMatch(/^[a-z0-9_]{1,40}$/);
      expect(proposalCategoryOfSlug(slug)).toBe(category);
    }
    expect(slugOfProposalCategory('ban_name')).toBe('ban_name');
  });
  it('reads the dashed spelling too', () => {
    expect(proposalCategoryOfSlug('ban-name')).toBe('ban_name');
  });
  it('refuses anything else', () => {
    expect(proposalCategoryOfSlug('ban')).toBeNull();
    expect(proposalCategoryOfSlug('')).toBeNull();
  });
});
