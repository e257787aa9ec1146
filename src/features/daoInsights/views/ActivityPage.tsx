// activity: the signed-in user's registered wallets, each with its proposals (and their status), votes (choice and VP) and
// comments, each linked to its proposal; a visitor is asked to log in.
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import { selectActivityView, selectActivityWallets } from '@machines/daoInsights/selectors';
import type { ActivityQuery, WalletActivity } from '@machines/daoInsights/types';
import { useAppActor, useAppRef } from '@kit/appActor';
import type { PageProps } from '@kit/pageProps';
import { PAGE_TITLES } from '@kit/pageTitles';
import { pathFor } from '@kit/resolveRoute';
import { RouterLink } from '@kit/RouterLink';
import { useFlow } from '@kit/useFlow';
import { Address } from '../../../components/Address';
import { Button } from '../../../components/Button';
import { EmptyState } from '../../../components/EmptyState';
import { PageShell } from '../../../components/PageShell';
import { formatThousands } from '../../../format/number';
import { activityLogic } from '../actors';
import { InsightsFailure, InsightsLoading, useDateFormat, useStatusLabel } from './parts';
import './insights.css';

const FLOW = activityLogic();
type Flow = ActorRefFrom<typeof FLOW>;

export default function ActivityPage({ lang }: PageProps) {
  const { i18n } = useLingui();
  const app = useAppRef();
  const flow = useFlow('daoActivity', FLOW, null);
  const userId = useSelector(useAppActor('session'), (s) => s.context.user?.id ?? null);
  const account = useSelector(useAppActor('session'), (s) => s.context.user?.account ?? '');
  const user = useMemo<ActivityQuery | null>(() => (userId === null ? null : { userId, account }), [userId, account]);
  useEffect(() => flow?.send({ type: 'QUERY.SHOW', query: user }), [flow, user]);
  const view = useSelector(flow, (s) => (s ? selectActivityView(s) : 'loading'));
  const canRetry = useSelector(flow, (s) => s?.can({ type: 'QUERY.RETRY' }) ?? false);
  return (
    <PageShell title={i18n._(PAGE_TITLES.activity)}>
      {view === 'signedOut' && (
        <EmptyState
          title={<Trans>Log in to see your activity</Trans>}
          text={<Trans>Your proposals, votes and comments are listed by wallet once you are logged in.</Trans>}
          action={
            <Button variant="primary" onClick={() => app.send({ type: 'LOGIN.OPEN' })}>
              <Trans>Login</Trans>
            </Button>
          }
        />
      )}
      {view === 'loading' && <InsightsLoading />}
      {view === 'failed' && (
        <InsightsFailure canRetry={canRetry} onRetry={() => flow?.send({ type: 'QUERY.RETRY' })}>
          <Trans>Your activity could not be loaded.</Trans>
        </InsightsFailure>
      )}
      {view === 'notOffered' && (
        <p className="insights-not-offered" role="status">
          <Trans>DAO activity is not offered by this server.</Trans>
        </p>
      )}
      {view === 'shown' && flow && <Wallets flow={flow} lang={lang} />}
    </PageShell>
  );
}

function Wallets({ flow, lang }: { flow: Flow; lang: PageProps['lang'] }) {
  const wallets = useSelector(flow, selectActivityWallets);
  if (wallets.length === 0) {
    return (
      <EmptyState title={<Trans>No wallet is registered to your account</Trans>} text={<Trans>Proposals, votes and comments are made with a wallet.</Trans>} />
    );
  }
  return (
    <>
      {wallets.map((w) => (
        <WalletSection key={w.address} wallet={w} lang={lang} />
      ))}
    </>
  );
}

function WalletSection({ wallet, lang }: { wallet: WalletActivity; lang: PageProps['lang'] }) {
  const { t } = useLingui();
  const statusLabel = useStatusLabel();
  const date = useDateFormat();
  const { proposals, votes, comments } = wallet.activity;
  const detail = (id: number) => pathFor(lang, `dao-detail/${id}`);
  return (
    <section className="insights-section" aria-label={t`Wallet ${wallet.address}`}>
      <h2>
        <Address address={wallet.address} />
      </h2>
      <p>
        <RouterLink href={pathFor(lang, `voting-power/${wallet.address}`)}>
          <Trans>See its voting power</Trans>
        </RouterLink>
      </p>
      <h3>
        <Trans>Proposals</Trans>
      </h3>
      {proposals.length === 0 ? (
        <p className="insights-none">
          <Trans>No proposals yet.</Trans>
        </p>
      ) : (
        <ul className="insights-list" aria-label={t`Proposals`}>
          {proposals.map((p) => (
            <li key={p.id}>
              <RouterLink href={detail(p.id)}>{p.title}</RouterLink> <span className="insights-meta">{statusLabel(p.status)}</span>{' '}
              <time dateTime={p.createdAt}>{date(p.createdAt)}</time>
            </li>
          ))}
        </ul>
      )}
      <h3>
        <Trans>Votes</Trans>
      </h3>
      {votes.length === 0 ? (
        <p className="insights-none">
          <Trans>No votes yet.</Trans>
        </p>
      ) : (
        <ul className="insights-list" aria-label={t`Votes`}>
          {votes.map((v) => (
            <li key={v.proposalId}>
              <RouterLink href={detail(v.proposalId)}>{v.title}</RouterLink>{' '}
              <span className="insights-meta">
                <Trans>
                  choice {v.choice.join(', ')}, {formatThousands(v.vp)} VP
                </Trans>
              </span>{' '}
              <time dateTime={v.createdAt}>{date(v.createdAt)}</time>
            </li>
          ))}
        </ul>
      )}
      <h3>
        <Trans>Comments</Trans>
      </h3>
      {comments.length === 0 ? (
        <p className="insights-none">
          <Trans>No comments yet.</Trans>
        </p>
      ) : (
        <ul className="insights-list" aria-label={t`Comments`}>
          {comments.map((c) => (
            <li key={c.id}>
              <RouterLink href={detail(c.proposalId)}>{c.title}</RouterLink>
              {/* Written by a user: shown as plain text, never as markup. */}
              <blockquote className="insights-comment">{c.content}</blockquote>
              <time dateTime={c.createdAt}>{date(c.createdAt)}</time>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
