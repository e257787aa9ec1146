// A proposal list flow's page: skeleton, failure with Retry, the empty page, or the rows, with the project's pagination.
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { proposalListMachine } from '@machines/dao/list/proposalListMachine';
import { selectCanRetry, selectPastLastPage, selectProposalListView, selectProposalRows, selectProposalTotal } from '@machines/dao/list/proposalListSelectors';
import type { Lang } from '@kit/resolveRoute';
import { RouterLink } from '@kit/RouterLink';
import { EmptyState } from '../../../../components/EmptyState';
import { Pagination } from '../../../../components/Pagination';
import { ProposalFailure, ProposalSkeleton } from './ListStates';
import { ProposalRows } from './ProposalRows';

export function ProposalResults(props: {
  flow: ActorRefFrom<typeof proposalListMachine>;
  lang: Lang;
  page: number;
  pageSize: number;
  hrefForPage: (page: number) => string;
  /** What the empty list offers instead (e.g. showing every proposal). */
  emptyAction?: ReactNode;
}) {
  const { t } = useLingui();
  const { flow, lang, page, pageSize } = props;
  const view = useSelector(flow, selectProposalListView);
  const rows = useSelector(flow, selectProposalRows);
  const total = useSelector(flow, selectProposalTotal);
  const pastLast = useSelector(flow, selectPastLastPage);
  const canRetry = useSelector(flow, selectCanRetry);
  if (view === 'loading') return <ProposalSkeleton count={3} />;
  if (view === 'failed') return <ProposalFailure canRetry={canRetry} onRetry={() => flow.send({ type: 'PROPOSALS.RETRY' })} />;
  const pagination = (
    <Pagination page={page} totalItems={total} pageSize={pageSize} label={t`Proposal pages`} hrefFor={props.hrefForPage} linkComponent={RouterLink} />
  );
  if (view === 'empty')
    return (
      <>
        <EmptyState
          title={<Trans>No proposals found.</Trans>}
          text={pastLast ? <Trans>This page is past the last one.</Trans> : <Trans>Try another status, category or search.</Trans>}
          action={props.emptyAction}
        />
        {pagination}
      </>
    );
  return (
    <>
      <p className="dao-count" aria-live="polite">
        <Trans>{total} proposals</Trans>
      </p>
      <ProposalRows rows={rows} lang={lang} label={t`Proposals`} />
      {pagination}
    </>
  );
}
