// dao-detail/{itemId}: the proposal (body sanitised as user-written markdown), its results, quorum, status and snapshot,
// the vote box, the voters with their verified signatures, comments, the report popup and the author's delete.
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import { selectCanDelete, selectDeleting, selectDetail, selectDetailNotice, selectDetailView, selectReportRef } from '@machines/dao/detail/detailSelectors';
import type { DetailInput } from '@machines/dao/detail/types';
import { useAppActor } from '@kit/appActor';
import type { PageProps } from '@kit/pageProps';
import { PAGE_TITLES } from '@kit/pageTitles';
import { pathFor } from '@kit/resolveRoute';
import { RouterLink } from '@kit/RouterLink';
import { useFlow } from '@kit/useFlow';
import { Address } from '../../../../components/Address';
import { Button } from '../../../../components/Button';
import { EmptyState } from '../../../../components/EmptyState';
import { Markdown } from '../../../../components/markdown/Markdown';
import { MessageText } from '../../../../components/MessageText';
import { PageShell } from '../../../../components/PageShell';
import { Skeleton } from '../../../../components/Skeleton';
import { proposalDetailLogic } from '../actors';
import { Comments } from './Comments';
import { useDaoLabels } from './labels';
import { ProposalResults } from './ProposalResults';
import { ReportButton, ReportPopup } from './ReportPopup';
import { VoteBox } from './VoteBox';
import { VotersList } from './VotersList';
import './detail.css';

const FLOW = proposalDetailLogic();
export type DetailFlow = ActorRefFrom<typeof FLOW>;
/** Pictures in a user's body only from the page's own host (Markdown adds it): never an outside tracker. */
const NO_OTHER_HOSTS: string[] = [];

export default function DaoDetailPage({ lang, params }: PageProps) {
  const { i18n } = useLingui();
  const session = useAppActor('session');
  const signedIn = useSelector(session, (s) => s.matches('signedIn'));
  const address = useSelector(session, (s) => s.context.user?.walletAddr?.toLowerCase() || null);
  const input = useMemo<DetailInput>(() => ({ id: Number(params.itemId), signedIn, address }), [params.itemId, signedIn, address]);
  const flow = useFlow('daoDetail', FLOW, input);
  useEffect(() => flow?.send({ type: 'DETAIL.SHOW', ...input }), [flow, input]);
  return (
    <PageShell title={i18n._(PAGE_TITLES.daoDetail)}>
      <p>
        <RouterLink href={pathFor(lang, 'dao')} className="dao-back">
          <Trans>Back to the proposals</Trans>
        </RouterLink>
      </p>
      {flow ? <DetailBody flow={flow} lang={lang} /> : <Skeleton lines={6} />}
    </PageShell>
  );
}

function DetailBody({ flow, lang }: { flow: DetailFlow; lang: string }) {
  const view = useSelector(flow, selectDetailView);
  const notice = useSelector(flow, selectDetailNotice);
  if (view === 'loading') {
    return (
      <div aria-busy="true">
        <Skeleton lines={6} />
      </div>
    );
  }
  if (view === 'failed') {
    return (
      <div className="dao-failed" role="alert">
        {notice && <MessageText message={notice} />}{' '}
        <Button onClick={() => flow.send({ type: 'DETAIL.RETRY' })}>
          <Trans>Retry</Trans>
        </Button>
      </div>
    );
  }
  if (view === 'missing') return <EmptyState title={<Trans>This proposal does not exist.</Trans>} />;
  if (view === 'deleted') return <EmptyState title={<Trans>The proposal was deleted.</Trans>} />;
  return <Proposal flow={flow} lang={lang} />;
}

function Proposal({ flow, lang }: { flow: DetailFlow; lang: string }) {
  const { i18n } = useLingui();
  const labels = useDaoLabels();
  const detail = useSelector(flow, selectDetail)!;
  const notice = useSelector(flow, selectDetailNotice);
  const canDelete = useSelector(flow, selectCanDelete);
  const deleting = useSelector(flow, selectDeleting);
  const report = useSelector(flow, selectReportRef);
  const p = detail.proposal;
  const date = new Intl.DateTimeFormat(i18n.locale || lang, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <article className="dao-detail" aria-labelledby="dao-title">
      <header className="dao-head">
        <h2 id="dao-title">{p.title}</h2>
        <p className="dao-meta">
          <span className="dao-category">{labels.category(p.category)}</span>
          <span className={`dao-status dao-status-${p.status}`} data-testid="dao-status">
            {labels.status(p.status)}
          </span>
          <span>
            <Trans>by</Trans> <Address address={p.author} />
          </span>
        </p>
        <dl className="dao-facts">
          <dt>
            <Trans>Network</Trans>
          </dt>
          <dd>{labels.network(p.chainId)}</dd>
          <dt>
            <Trans>Snapshot block</Trans>
          </dt>
          <dd data-testid="dao-snapshot">{p.snapshotBlock}</dd>
          <dt>
            <Trans>Voting</Trans>
          </dt>
          <dd>
            <time dateTime={new Date(p.start * 1000).toISOString()}>{date.format(p.start * 1000)}</time> –{' '}
            <time dateTime={new Date(p.end * 1000).toISOString()}>{date.format(p.end * 1000)}</time>
          </dd>
          <dt>
            <Trans>Vote type</Trans>
          </dt>
          <dd>{p.voteType === 'approval' ? <Trans>Approval</Trans> : <Trans>Single choice</Trans>}</dd>
        </dl>
      </header>
      {notice && (
        <p className="dao-notice" role="status">
          <MessageText message={notice} />
        </p>
      )}
      <Markdown body={p.body} format="user-markdown" pictureHosts={NO_OTHER_HOSTS} className="news-body dao-body" />
      <ProposalResults flow={flow} />
      <VoteBox flow={flow} />
      <VotersList flow={flow} />
      <Comments flow={flow} lang={lang} />
      <div className="dao-actions">
        {report && <ReportButton report={report} />}
        {canDelete && (
          <Button variant="ghost" disabled={deleting} onClick={() => flow.send({ type: 'DELETE.ASK' })}>
            <Trans>Delete proposal</Trans>
          </Button>
        )}
      </div>
      {report && <ReportPopup report={report} />}
    </article>
  );
}
