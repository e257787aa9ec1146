// The approve route (the spec route "approve", titled Approvals): every allowance and approval-for-all the connected
// wallet gave the platform's contracts, by network,
// with its amount and a Revoke (or a network switch when the row is on another network); login first when signed out.
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { CONTRACT_NAME } from '@machines/approvals/names';
import {
  selectApprovalNetworks,
  selectApprovalsNotice,
  selectApprovalsView,
  type ApprovalRowView,
  type ApprovalsNetworkView,
} from '@machines/approvals/selectors';
import { selectWalletAddress, selectWalletChainId, weiToDecimal } from '@machines/wallet/selectors';
import { useAppActor, useAppRef } from '@kit/appActor';
import type { PageProps } from '@kit/pageProps';
import { useFlow } from '@kit/useFlow';
import { Address } from '../../../components/Address';
import { Button } from '../../../components/Button';
import { EmptyState } from '../../../components/EmptyState';
import { MessageText } from '../../../components/MessageText';
import { PageShell } from '../../../components/PageShell';
import { Table, type TableColumn } from '../../../components/Table';
import { useConfig } from '../../../config/ConfigContext';
import { formatThousands } from '../../../format/number';
import { approvalsLogic } from '../actors';
import './approvals.css';

const FLOW = approvalsLogic();
type ApprovalsFlow = ActorRefFrom<typeof FLOW>;

export default function ApprovalsPage(_: PageProps) {
  const { t } = useLingui();
  const { networks } = useConfig();
  const [input] = useState(() => ({ networks: networks.map((n) => ({ chainId: n.chainId, name: n.name })) }));
  const flow = useFlow('approvals', FLOW, input);
  const signedIn = useSelector(useAppActor('session'), (s) => s.matches('signedIn'));
  const wallet = useAppActor('wallet');
  const address = useSelector(wallet, selectWalletAddress);
  const chainId = useSelector(wallet, selectWalletChainId);
  // Only a signed-in user's connected wallet is read: signing out empties the page.
  const owner = signedIn ? address : null;
  useEffect(() => flow?.send({ type: 'APPROVALS.SHOW', owner, chainId }), [flow, owner, chainId]);
  return (
    <PageShell title={t`Approvals`}>
      <p className="approvals-intro">
        <Trans>The permissions your wallet gave this platform's contracts to spend your DVI or move your NFTs. Revoke any you no longer need.</Trans>
      </p>
      {flow && <ApprovalsBody flow={flow} signedIn={signedIn} owner={owner} />}
    </PageShell>
  );
}

function ApprovalsBody({ flow, signedIn, owner }: { flow: ApprovalsFlow; signedIn: boolean; owner: string | null }) {
  const app = useAppRef();
  const view = useSelector(flow, selectApprovalsView);
  const notice = useSelector(flow, selectApprovalsNotice);
  const networks = useSelector(flow, selectApprovalNetworks);
  if (view === 'noWallet') {
    return (
      <EmptyState
        title={signedIn ? <Trans>No wallet is connected</Trans> : <Trans>Log in to see your approvals</Trans>}
        text={
          signedIn ? (
            <Trans>Approvals belong to a wallet. Log out and log in again with your wallet to see and revoke them.</Trans>
          ) : (
            <Trans>Log in with your wallet to see the approvals it gave and revoke them.</Trans>
          )
        }
        action={
          signedIn ? undefined : (
            <Button variant="primary" onClick={() => app.send({ type: 'LOGIN.OPEN' })}>
              <Trans>Login</Trans>
            </Button>
          )
        }
      />
    );
  }
  if (view === 'failed') {
    return (
      <div className="approvals-failed">
        <p role="alert">{notice && <MessageText message={notice} />}</p>
        <Button onClick={() => flow.send({ type: 'APPROVALS.RETRY' })}>
          <Trans>Retry</Trans>
        </Button>
      </div>
    );
  }
  if (view === 'loading' || view === 'idle') {
    return (
      <p className="approvals-loading" aria-busy="true">
        <Trans>Reading your approvals on every network…</Trans>
      </p>
    );
  }
  return (
    <>
      {owner && (
        <p className="approvals-owner">
          <Trans>Wallet</Trans> <Address address={owner} />
        </p>
      )}
      {networks.map((n) => (
        <NetworkSection key={n.network.chainId} flow={flow} view={n} />
      ))}
    </>
  );
}

function NetworkSection({ flow, view }: { flow: ApprovalsFlow; view: ApprovalsNetworkView }) {
  const { t } = useLingui();
  const name = view.network.name;
  const columns: TableColumn<ApprovalRowView>[] = [
    { key: 'asset', header: t`Asset`, cell: (r) => CONTRACT_NAME[r.row.asset] },
    { key: 'spender', header: t`Spender`, cell: (r) => <SpenderCell row={r.row} /> },
    { key: 'amount', header: t`Amount`, cell: (r) => <AmountText amount={r.amount} /> },
    { key: 'action', header: <span className="sr-only">{t`Action`}</span>, cell: (r) => <RowAction flow={flow} view={r} /> },
  ];
  return (
    <section className="approvals-network" aria-label={name}>
      <h2>{name}</h2>
      {view.unavailable ? (
        <p role="status">
          <Trans>This network could not be read just now, so its approvals are not shown.</Trans>
        </p>
      ) : view.rows.length === 0 ? (
        <p className="approvals-none">
          <Trans>No approvals on this network.</Trans>
        </p>
      ) : (
        <Table
          label={t`Table of allowances`}
          className="approvals-table"
          columns={columns}
          rows={view.rows}
          rowKey={(r) => r.row.key}
          rowProps={(r) => ({ 'data-testid': `approval-${r.row.key}` })}
        />
      )}
    </section>
  );
}

function AmountText({ amount }: { amount: ApprovalRowView['amount'] }) {
  if (amount.kind === 'unlimited') return <Trans>Unlimited</Trans>;
  if (amount.kind === 'all') return <Trans>All NFTs</Trans>;
  const value = formatThousands(weiToDecimal(amount.wei, 4));
  return <Trans>{value} DVI</Trans>;
}

function SpenderCell({ row }: { row: ApprovalRowView['row'] }) {
  return (
    <>
      {CONTRACT_NAME[row.spender]} <Address address={row.spenderAddress} />
      {row.kind === 'nft' && row.spender === 'staking' && (
        <p className="approval-note">
          <Trans>Staking needs this only while you stake. Once your LAND is unlocked, you can revoke it.</Trans>
        </p>
      )}
    </>
  );
}

function RowAction({ flow, view }: { flow: ApprovalsFlow; view: ApprovalRowView }) {
  const wallet = useAppActor('wallet');
  const { row } = view;
  return view.action === 'switch' ? (
    <Button size="sm" onClick={() => wallet.send({ type: 'WALLET.SELECT_NETWORK', chainId: row.chainId })}>
      <Trans>Switch network</Trans>
    </Button>
  ) : (
    <Button
      size="sm"
      busy={view.revoking}
      busyLabel={<Trans>Revoking…</Trans>}
      disabled={view.action === 'busy' && !view.revoking}
      onClick={() => flow.send({ type: 'APPROVALS.REVOKE', key: row.key })}
    >
      <Trans>Revoke</Trans>
    </Button>
  );
}
