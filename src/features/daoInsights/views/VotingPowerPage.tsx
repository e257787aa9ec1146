// voting-power/{address}: the address's voting power on each network at its latest block, with the breakdown (platform
// token balance and its VP, LAND held and staked per size and their VP); a zero says there was no LAND or token at that block.
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { type ReactNode, useEffect, useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import { PLATFORM_TOKEN_SYMBOL } from '@common/domain/chains';
import { selectNetworkPowers, selectTotalPower, selectVotingPowerView, type NetworkPowerView } from '@machines/daoInsights/selectors';
import type { VotingPowerQuery } from '@machines/daoInsights/types';
import type { PageProps } from '@kit/pageProps';
import { PAGE_TITLES } from '@kit/pageTitles';
import { useFlow } from '@kit/useFlow';
import { Address } from '../../../components/Address';
import { PageShell } from '../../../components/PageShell';
import { Table, type TableColumn } from '../../../components/Table';
import { useConfig } from '../../../config/ConfigContext';
import { formatThousands } from '../../../format/number';
import { votingPowerLogic } from '../actors';
import { formatWei, InsightsFailure, InsightsLoading, useNetworkName } from './parts';
import './insights.css';

const FLOW = votingPowerLogic();

/** One line of the breakdown: the platform token, then each LAND size. */
interface SourceRow {
  key: string;
  source: ReactNode;
  held: string;
  staked: string;
  vp: string;
}

const sourceColumns: TableColumn<SourceRow>[] = [
  { key: 'source', header: <Trans>Source</Trans>, cell: (r) => r.source, rowHeader: true },
  { key: 'held', header: <Trans>Held</Trans>, cell: (r) => r.held },
  { key: 'staked', header: <Trans>Staked</Trans>, cell: (r) => r.staked },
  { key: 'vp', header: 'VP', cell: (r) => r.vp },
];
type Flow = ActorRefFrom<typeof FLOW>;

export default function VotingPowerPage({ params }: PageProps) {
  const { i18n } = useLingui();
  const { networks } = useConfig();
  const address = params.address ?? '';
  const query = useMemo<VotingPowerQuery>(() => ({ address, chainIds: networks.map((n) => n.chainId) }), [address, networks]);
  const flow = useFlow('votingPower', FLOW, query);
  useEffect(() => flow?.send({ type: 'QUERY.SHOW', query }), [flow, query]);
  const view = useSelector(flow, (s) => (s ? selectVotingPowerView(s) : 'loading'));
  const canRetry = useSelector(flow, (s) => s?.can({ type: 'QUERY.RETRY' }) ?? false);
  return (
    <PageShell title={i18n._(PAGE_TITLES.votingPower)}>
      <p className="insights-intro">
        <Trans>
          Voting power of <Address address={address} />: 1 VP per whole {PLATFORM_TOKEN_SYMBOL}, and per LAND held or staked 1,000 VP (1x1), 2,000 (2x1), 4,000
          (2x2) or 9,000 (3x3). Each network counts on its own, at its latest block.
        </Trans>
      </p>
      {view === 'loading' && <InsightsLoading />}
      {view === 'failed' && (
        <InsightsFailure canRetry={canRetry} onRetry={() => flow?.send({ type: 'QUERY.RETRY' })}>
          <Trans>The voting power could not be read from any network.</Trans>
        </InsightsFailure>
      )}
      {view === 'shown' && flow && <Powers flow={flow} />}
    </PageShell>
  );
}

function Powers({ flow }: { flow: Flow }) {
  const total = useSelector(flow, selectTotalPower);
  const networks = useSelector(flow, selectNetworkPowers);
  return (
    <>
      <p className="insights-total">
        <Trans>Total voting power</Trans> <strong>{formatThousands(total)} VP</strong>
      </p>
      {networks.map((n) => (
        <NetworkPower key={n.chainId} view={n} />
      ))}
    </>
  );
}

function NetworkPower({ view }: { view: NetworkPowerView }) {
  const { t } = useLingui();
  const name = useNetworkName()(view.chainId);
  const p = view.power;
  return (
    <section className="insights-section" aria-label={name}>
      <h2>{name}</h2>
      {!p ? (
        <p role="status">
          <Trans>This network could not be read just now.</Trans>
        </p>
      ) : view.zero ? (
        <p className="insights-zero">
          <Trans>0 VP: no LAND or token at block {p.block}.</Trans>
        </p>
      ) : (
        <>
          <p>
            <Trans>
              <strong>{formatThousands(p.total)} VP</strong> at block {p.block}
            </Trans>
          </p>
          <Table
            label={t`Voting power on ${name} by source`}
            className="insights-table"
            columns={sourceColumns}
            rows={[
              { key: 'token', source: PLATFORM_TOKEN_SYMBOL, held: formatWei(p.token.balance), staked: '-', vp: formatThousands(p.token.vp) },
              ...view.land.map((l) => ({
                key: l.size,
                source: <Trans>LAND {l.size}</Trans>,
                held: formatThousands(l.held),
                staked: formatThousands(l.staked),
                vp: formatThousands(l.vp),
              })),
            ]}
            rowKey={(r) => r.key}
          />
        </>
      )}
    </section>
  );
}
