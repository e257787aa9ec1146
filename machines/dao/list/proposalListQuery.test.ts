// The dao page's URL search part <-> its filters: round trips, defaults left out, unknown values dropped.
import { describe, expect, it } from 'vitest';
import { changeProposalFilters, normaliseSearch, PROPOSAL_FILTER_DEFAULTS, proposalFiltersOf, searchOfProposalFilters } from './proposalListQuery';

describe('proposal list query', () => {
  it('reads status, category, search and page from the URL and writes them back in one order', () => {
    const f = proposalFiltersOf('?page=3&search=seoul%20park&category=grant&status=active');
    expect(f).toEqual({ chain: 0, status: 'active', category: 'grant', search: 'seoul park', page: 3 });
    expect(searchOfProposalFilters(f)).toBe('?status=active&category=grant&search=seoul+park&page=3');
    expect(proposalFiltersOf(searchOfProposalFilters(f))).toEqual(f);
  });

  it('reads the chosen network (?chain=) and writes it first; a malformed one is no choice', () => {
    expect(proposalFiltersOf('?chain=97&page=2')).toMatchObject({ chain: 97, page: 2 });
    expect(searchOfProposalFilters({ ...PROPOSAL_FILTER_DEFAULTS, chain: 97, status: 'active' })).toBe('?chain=97&status=active');
    for (const bad of ['?chain=0', '?chain=-1', '?chain=0x61', '?chain=99999999999', '?chain=abc']) expect(proposalFiltersOf(bad).chain).toBe(0);
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
    const current = { chain: 97, status: 'passed' as const, category: 'poi' as const, search: 'tower', page: 4 };
    expect(changeProposalFilters(current, { status: 'rejected' })).toEqual({ ...current, status: 'rejected', page: 1 });
    expect(changeProposalFilters(current, { page: 2 })).toEqual({ ...current, page: 2 });
    expect(changeProposalFilters(current, { chain: 56 })).toEqual({ ...current, chain: 56, page: 1 });
  });
});
