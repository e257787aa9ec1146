// dao: one network's proposals (chosen, else the wallet's) by status tab (all first) and category, a search, 10 a page;
// everything the page shows is in its URL (?chain=&status=&category=&search=&page=), so reload, back and shared links show the same list.
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  CATEGORY_OPTIONS,
  changeProposalFilters,
  PROPOSAL_PAGE_SIZE,
  type ProposalFilters,
  proposalFiltersOf,
  searchOfProposalFilters,
  STATUS_TABS,
} from '@machines/dao/list/proposalListQuery';
import type { ProposalListQuery } from '@machines/dao/list/types';
import type { PageProps } from '@kit/pageProps';
import { PAGE_TITLES } from '@kit/pageTitles';
import { pathFor } from '@kit/resolveRoute';
import { RouterLink } from '@kit/RouterLink';
import { useFlow } from '@kit/useFlow';
import { Button } from '../../../../components/Button';
import { LinkTabs } from '../../../../components/LinkTabs';
import { PageShell } from '../../../../components/PageShell';
import { proposalListLogic } from '../actors';
import { useDaoLabels } from './labels';
import { ProposalSkeleton } from './ListStates';
import { ProposalResults } from './ProposalResults';
import { ProposalSearch } from './ProposalSearch';
import { NetworkChoice } from './NetworkChoice';
import { useListNetwork } from './useListNetwork';
import './list.css';

const FLOW = proposalListLogic();

export default function DaoPage({ lang }: PageProps) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const { search } = useLocation();
  const filters = useMemo(() => proposalFiltersOf(search), [search]);
  const network = useListNetwork(filters.chain);
  const query = useMemo<ProposalListQuery>(() => {
    const { chain: _chosen, ...rest } = filters;
    return { chainId: network.chainId ?? 0, ...rest, count: PROPOSAL_PAGE_SIZE };
  }, [network.chainId, filters]);
  const flow = useFlow('daoProposals', FLOW, query);
  // The URL and the network are the page: each new query goes to the flow (which outlives the page and ignores one it holds).
  useEffect(() => {
    flow?.send({ type: 'PROPOSALS.SHOW', query });
  }, [flow, query]);
  const labels = useDaoLabels();
  const hrefFor = (change: Partial<ProposalFilters>) => pathFor(lang, 'dao') + searchOfProposalFilters(changeProposalFilters(filters, change));
  const statusTabs = STATUS_TABS.map((status) => ({ href: hrefFor({ status }), label: labels.status(status), current: status === filters.status }));
  const categoryTabs = CATEGORY_OPTIONS.map((category) => ({
    href: hrefFor({ category }),
    label: labels.category(category),
    current: category === filters.category,
  }));
  const networkName = network.name;
  return (
    <PageShell title={i18n._(PAGE_TITLES.dao)}>
      <div className="dao-toolbar">
        <p className="dao-network">
          <Trans>Proposals on {networkName}</Trans>
        </p>
        <Button variant="primary" href={pathFor(lang, 'submit')} linkComponent={RouterLink}>
          <Trans>Submit a proposal</Trans>
        </Button>
      </div>
      <NetworkChoice networks={network.networks} current={network.chainId} hrefFor={(chain) => hrefFor({ chain })} />
      <LinkTabs label={t`Proposal status`} items={statusTabs} linkComponent={RouterLink} />
      <div className="dao-filters">
        <LinkTabs label={t`Proposal categories`} items={categoryTabs} linkComponent={RouterLink} className="dao-categories" />
        <ProposalSearch search={filters.search} onSearch={(words) => void navigate(hrefFor({ search: words }))} />
      </div>
      {flow ? (
        <ProposalResults
          flow={flow}
          lang={lang}
          page={filters.page}
          pageSize={PROPOSAL_PAGE_SIZE}
          hrefForPage={(page) => hrefFor({ page })}
          emptyAction={
            search ? (
              <RouterLink href={pathFor(lang, 'dao')} className="button">
                <Trans>Show all proposals</Trans>
              </RouterLink>
            ) : undefined
          }
        />
      ) : (
        <ProposalSkeleton count={3} />
      )}
    </PageShell>
  );
}
