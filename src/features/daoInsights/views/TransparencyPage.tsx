// transparency: the DAO treasury's platform token and native coin on each network (read from the chain), proposals by
// status and the funded grants (passed or enacted grant proposals), each linked to its proposal.
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { ActorRefFrom } from 'xstate';
import { PLATFORM_TOKEN_SYMBOL } from '@common/domain/chains';
import { selectGrants, selectStatusCounts, selectTransparencyView, selectTreasury } from '@machines/daoInsights/selectors';
import type { PageProps } from '@kit/pageProps';
import { PAGE_TITLES } from '@kit/pageTitles';
import { pathFor } from '@kit/resolveRoute';
import { RouterLink } from '@kit/RouterLink';
import { useFlow } from '@kit/useFlow';
import { Address } from '../../../components/Address';
import { PageShell } from '../../../components/PageShell';
import { Table, type TableColumn } from '../../../components/Table';
import { useConfig } from '../../../config/ConfigContext';
import { formatThousands } from '../../../format/number';
import { transparencyLogic } from '../actors';
import { formatWei, InsightsFailure, InsightsLoading, useNetworkName, useStatusLabel } from './parts';
import './insights.css';

const FLOW = transparencyLogic();
type Flow = ActorRefFrom<typeof FLOW>;
type Grant = ReturnType<typeof selectGrants>[number];
/** A configured network with its treasury read, or none when that network could not be read. */
interface TreasuryRow {
  network: ReturnType<typeof useConfig>['networks'][number];
  funds: ReturnType<typeof selectTreasury>[number] | undefined;
}

export default function TransparencyPage({ lang }: PageProps) {
  const { i18n } = useLingui();
  const flow = useFlow('daoTransparency', FLOW, undefined);
  // Each visit reads the chain again: the flow outlives the page.
  useEffect(() => flow?.send({ type: 'QUERY.SHOW', query: undefined }), [flow]);
  const view = useSelector(flow, (s) => (s ? selectTransparencyView(s) : 'loading'));
  const canRetry = useSelector(flow, (s) => s?.can({ type: 'QUERY.RETRY' }) ?? false);
  return (
    <PageShell title={i18n._(PAGE_TITLES.transparency)}>
      <p className="insights-intro">
        <Trans>Where the DAO's funds are and what its proposals decided, read from the chains and the governance records.</Trans>
      </p>
      {view === 'loading' && <InsightsLoading />}
      {view === 'failed' && (
        <InsightsFailure canRetry={canRetry} onRetry={() => flow?.send({ type: 'QUERY.RETRY' })}>
          <Trans>The transparency report could not be loaded.</Trans>
        </InsightsFailure>
      )}
      {view === 'notOffered' && (
        <p className="insights-not-offered" role="status">
          <Trans>The transparency report is not offered by this server.</Trans>
        </p>
      )}
      {view === 'shown' && flow && <Report flow={flow} lang={lang} />}
    </PageShell>
  );
}

function Report({ flow, lang }: { flow: Flow; lang: PageProps['lang'] }) {
  const { t } = useLingui();
  const { networks } = useConfig();
  const treasury = useSelector(flow, selectTreasury);
  const counts = useSelector(flow, selectStatusCounts);
  const grants = useSelector(flow, selectGrants);
  const statusLabel = useStatusLabel();
  const networkName = useNetworkName();
  const address = treasury[0]?.address;
  const treasuryColumns: TableColumn<TreasuryRow>[] = [
    { key: 'network', header: <Trans>Network</Trans>, cell: (r) => r.network.name, rowHeader: true },
    {
      key: 'token',
      header: PLATFORM_TOKEN_SYMBOL,
      // A network that could not be read says so once, across both amounts.
      span: (r) => (r.funds ? 1 : 2),
      cell: (r) =>
        r.funds ? (
          <>
            {formatWei(r.funds.token)} {PLATFORM_TOKEN_SYMBOL}
          </>
        ) : (
          <Trans>Could not be read from this network just now.</Trans>
        ),
    },
    {
      key: 'native',
      header: <Trans>Native coin</Trans>,
      cell: (r) =>
        r.funds && (
          <>
            {formatWei(r.funds.native)} {r.network.nativeSymbol}
          </>
        ),
    },
  ];
  const grantColumns: TableColumn<Grant>[] = [
    {
      key: 'proposal',
      header: <Trans>Proposal</Trans>,
      cell: (g) => <RouterLink href={pathFor(lang, `dao-detail/${g.proposalId}`)}>{g.title}</RouterLink>,
    },
    { key: 'network', header: <Trans>Network</Trans>, cell: (g) => networkName(g.chainId) },
    { key: 'beneficiary', header: <Trans>Beneficiary</Trans>, cell: (g) => g.beneficiary && <Address address={g.beneficiary} /> },
    {
      key: 'amount',
      header: <Trans>Amount</Trans>,
      cell: (g) => (
        <>
          {formatThousands(g.amount)} {PLATFORM_TOKEN_SYMBOL}
        </>
      ),
    },
    { key: 'status', header: <Trans>Status</Trans>, cell: (g) => statusLabel(g.status) },
  ];
  return (
    <>
      <section className="insights-section" aria-labelledby="treasury-title">
        <h2 id="treasury-title">
          <Trans>Treasury</Trans>
        </h2>
        {address && (
          <p>
            <Trans>DAO address</Trans> <Address address={address} />
          </p>
        )}
        <Table
          label={t`Treasury by network`}
          className="insights-table"
          columns={treasuryColumns}
          rows={networks.map((n) => ({ network: n, funds: treasury.find((x) => x.chainId === n.chainId) }))}
          rowKey={(r) => r.network.chainId}
        />
      </section>
      <section className="insights-section" aria-labelledby="counts-title">
        <h2 id="counts-title">
          <Trans>Proposals by status</Trans>
        </h2>
        <dl className="insights-counts">
          {counts.map((c) => (
            <div key={c.status}>
              <dt>{statusLabel(c.status)}</dt>
              <dd>{formatThousands(c.count)}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section className="insights-section" aria-labelledby="grants-title">
        <h2 id="grants-title">
          <Trans>Funded grants</Trans>
        </h2>
        {grants.length === 0 ? (
          <p>
            <Trans>No grant has been funded yet.</Trans>
          </p>
        ) : (
          <Table label={t`Each funded grant`} className="insights-table" columns={grantColumns} rows={grants} rowKey={(g) => g.proposalId} />
        )}
      </section>
    </>
  );
}
