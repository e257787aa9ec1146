// The proposal list flow's actor ports, named once: the placeholder, the provider in src/features/dao/list and the test stubs use them.
import type { Proposal } from '@common/api/dao';
import type { ProposalCategory, ProposalStatus } from '@common/domain/dao';

/** What the dao and catalyst pages show: one page (1-based) of one network's proposals, '' meaning every status/category. */
export interface ProposalListQuery {
  chainId: number;
  status: ProposalStatus | '';
  category: ProposalCategory | '';
  search: string;
  page: number;
  count: number;
}

export interface ProposalPage {
  rows: Proposal[];
  total: number;
}

/** True when two queries ask for the same page: the same query again is not fetched twice. */
export function sameProposalQuery(a: ProposalListQuery, b: ProposalListQuery): boolean {
  return a.chainId === b.chainId && a.status === b.status && a.category === b.category && a.search === b.search && a.page === b.page && a.count === b.count;
}
