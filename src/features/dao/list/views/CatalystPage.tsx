// catalyst: the current network's Catalyst node proposals (every status, 10 a page, ?page= in the URL) and the way to
// propose one (create-proposal/catalyst).
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { PROPOSAL_FILTER_DEFAULTS, PROPOSAL_PAGE_SIZE, proposalFiltersOf, searchOfProposalFilters } from '@machines/dao/list/proposalListQuery';
import { slugOfProposalCategory } from '@machines/dao/shared/proposalCategorySlug';
import type { ProposalListQuery } from '@machines/dao/list/types';
import type { PageProps } from '@kit/pageProps';
import { PAGE_TITLES } from '@kit/pageTitles';
import { pathFor } from '@kit/resolveRoute';
import { RouterLink } from '@kit/RouterLink';
import { useFlow } from '@kit/useFlow';
import { Button } from '../../../../components/Button';
import { PageShell } from '../../../../components/PageShell';
import { proposalListLogic } from '../actors';
import { ProposalSkeleton } from './ListStates';
import { ProposalResults } from './ProposalResults';
import { NetworkChoice } from './NetworkChoice';
import { useListNetwork } from './useListNetwork';
import './list.css';

const FLOW = proposalListLogic();

export default function CatalystPage({ lang }: PageProps) {
  const { i18n } = useLingui();
  const { search } = useLocation();
  // Only the network and the page number are this page's: the category is always catalyst, every status shows.
  const { chain, page } = proposalFiltersOf(search);
  const network = useListNetwork(chain);
  const hrefOf = (change: { chain?: number; page?: number }) =>
    pathFor(lang, 'catalyst') + searchOfProposalFilters({ ...PROPOSAL_FILTER_DEFAULTS, chain, page, ...change });
  const query = useMemo<ProposalListQuery>(
    () => ({ chainId: network.chainId ?? 0, status: '', category: 'catalyst', search: '', page, count: PROPOSAL_PAGE_SIZE }),
    [network.chainId, page],
  );
  const flow = useFlow('catalystProposals', FLOW, query);
  useEffect(() => {
    flow?.send({ type: 'PROPOSALS.SHOW', query });
  }, [flow, query]);
  const networkName = network.name;
  return (
    <PageShell title={i18n._(PAGE_TITLES.catalyst)}>
      <p className="dao-intro">
        <Trans>Catalyst nodes serve the world&apos;s content. Adding one is decided by a DAO vote.</Trans>
      </p>
      <div className="dao-toolbar">
        <p className="dao-network">
          <Trans>Catalyst proposals on {networkName}</Trans>
        </p>
        <Button variant="primary" href={pathFor(lang, `create-proposal/${slugOfProposalCategory('catalyst')}`)} linkComponent={RouterLink}>
          <Trans>Propose a Catalyst node</Trans>
        </Button>
      </div>
      <NetworkChoice networks={network.networks} current={network.chainId} hrefFor={(n) => hrefOf({ chain: n, page: 1 })} />
      {flow ? (
        <ProposalResults flow={flow} lang={lang} page={page} pageSize={PROPOSAL_PAGE_SIZE} hrefForPage={(n) => hrefOf({ page: n })} />
      ) : (
        <ProposalSkeleton count={3} />
      )}
    </PageShell>
  );
}
