// The proposal list call as a plain (deps, input) function, and the API client it uses, created on first use (with the page, never the entry).
import type { ProposalListQuery, ProposalPage } from '@machines/dao/list/types';
import type { ApiClient } from '../../../../services/api/client';
import { appApiClient } from '../../../../services/api/appClient';

/** The slice of the app's client the list pages use. */
export type ProposalListApi = Pick<ApiClient, 'proposals'>;
export interface ProposalListDeps {
  api: () => Promise<ProposalListApi>;
}

export const proposalListApi = appApiClient;

/** One page of a network's proposals; 'all' (an empty status, category or search) is left out of the call. */
export async function fetchProposalPage(deps: ProposalListDeps, q: ProposalListQuery): Promise<ProposalPage> {
  const api = await deps.api();
  const { data } = await api.proposals({
    chainId: q.chainId,
    page: q.page,
    count: q.count,
    ...(q.status ? { status: q.status } : {}),
    ...(q.category ? { category: q.category } : {}),
    ...(q.search ? { search: q.search } : {}),
  });
  return { rows: data.rows, total: data.total };
}
