// The proposal list call: exactly the query's filters reach the API, 'all' is left out, failures reach the flow.
import { describe, expect, it, vi } from 'vitest';
import { proposalRow } from '@machines/testing/dao/list/fixtures';
import type { ProposalListQuery } from '@machines/dao/list/types';
import { fetchProposalPage, type ProposalListApi } from './proposalsApi';

const ALL: ProposalListQuery = { chainId: 31_337, status: '', category: '', search: '', page: 1, count: 10 };

function fakeApi(answer: Awaited<ReturnType<ProposalListApi['proposals']>> | Error) {
  const proposals = vi.fn(async () => {
    if (answer instanceof Error) throw answer;
    return answer;
  });
  return { proposals, deps: { api: async () => ({ proposals }) as unknown as ProposalListApi } };
}

describe('fetchProposalPage', () => {
  it('asks for every status and category of the network when the query names none', async () => {
    const row = proposalRow();
    const { proposals, deps } = fakeApi({ data: { rows: [row], total: 1 } });
    await expect(fetchProposalPage(deps, ALL)).resolves.toEqual({ rows: [row], total: 1 });
    expect(proposals).toHaveBeenCalledWith({ chainId: 31_337, page: 1, count: 10 });
  });

  it('passes the status, category, search and page the URL names', async () => {
    const { proposals, deps } = fakeApi({ data: { rows: [], total: 0 } });
    await fetchProposalPage(deps, { ...ALL, chainId: 31_339, status: 'passed', category: 'ban_name', search: 'spam', page: 3 });
    expect(proposals).toHaveBeenCalledWith({ chainId: 31_339, status: 'passed', category: 'ban_name', search: 'spam', page: 3, count: 10 });
  });

  it('lets a failed call fail the load', async () => {
    const { deps } = fakeApi(new Error('offline'));
    await expect(fetchProposalPage(deps, ALL)).rejects.toThrow('offline');
  });
});
