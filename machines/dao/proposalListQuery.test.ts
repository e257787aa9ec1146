// The dao page's URL search part <-> its filters: round trips, defaults left out, unknown values dropped.
import { describe, expect, it } from 'vitest';
import { changeProposalFilters, normaliseSearch, PROPOSAL_FILTER_DEFAULTS, proposalFiltersOf, searchOfProposalFilters } from './proposalListQuery';

describe('proposal list query', () => {
  it('reads status, category, search and page from the URL and writes them back in one order', () => {
    const f = proposalFiltersOf('?page=3&search=seoul%20park&category=grant&status=active');
    expect(f).toEqual({ status: 'active', category: 'grant', search: 'seoul park', page: 3 });
    expect(searchOfProposalFilters(f)).toBe('?status=active&category=grant&search=seoul+park&page=3');
    expect(proposalFiltersOf(searchOfProposalFilters(f))).toEqual(f);
  });

  it('leaves defaults out of the URL', () => {
    expect(proposalFiltersOf('')).toEqual(PROPOSAL_FILTER_DEFAULTS);
    expect(searchOfProposalFilters(PROPOSAL_FILTER_DEFAULTS)).toBe('');
    expect(searchOfProposalFilters({ ...PROPOSAL_FILTER_DEFAULTS, search: '   ' })).toBe('');
  });

  it('falls back to the default for unknown or out-of-range values', () => {
    expect(proposalFiltersOf('?status=won&category=ban&page=0')).toEqual(PROPOSAL_FILTER_DEFAULTS);
    expect(proposalFiltersOf('?page=-2').page).toBe(1);
    expect(proposalFiltersOf('?page=1e3').page).toBe(1);
    expect(proposalFiltersOf('?page=1000000').page).toBe(1);
    expect(proposalFiltersOf('?status=ENACTED&category=Ban_Name')).toMatchObject({ status: 'enacted', category: 'ban_name' });
  });

  it('normalises a search as the API takes it: no control characters, spaces collapsed, at most 100 characters', () => {
    expect(normaliseSearch('  a\u0000b \t\n c  ')).toBe('a b c');
    expect(normaliseSearch('x'.repeat(150))).toHaveLength(100);
    expect(normaliseSearch(null)).toBe('');
  });

  it('starts again at page 1 when a tab, category or search changes, keeping the other filters', () => {
    const current = { status: 'passed' as const, category: 'poi' as const, search: 'tower', page: 4 };
    expect(changeProposalFilters(current, { status: 'rejected' })).toEqual({ status: 'rejected', category: 'poi', search: 'tower', page: 1 });
    expect(changeProposalFilters(current, { page: 2 })).toEqual({ ...current, page: 2 });
  });
});
