// Submitted staking transactions, kept across reloads until mined, with their result.
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { selectTrackedTxs, selectTxRef } from '../../../../machines/staking/selectors';
import type { TrackedTx } from '../../../../machines/staking/types';
import type { StakingHubRef } from '../../../../machines/staking/stakingHubMachine';

function KindLabel({ kind }: { kind: TrackedTx['kind'] }) {
  switch (kind) {
    case 'approve':
      return <Trans>Approval</Trans>;
    case 'deposit':
      return <Trans>Deposit</Trans>;
    case 'withdraw':
      return <Trans>Unlock</Trans>;
    case 'restake':
      return <Trans>Keep for next campaign</Trans>;
    case 'claim':
      return <Trans>Claim</Trans>;
  }
}

function StatusLabel({ status }: { status: TrackedTx['status'] }) {
  if (status === 'pending') return <Trans>pending</Trans>;
  if (status === 'success') return <Trans>confirmed</Trans>;
  return <Trans>failed</Trans>;
}

export function PendingTxs({ hub }: { hub: StakingHubRef }) {
  const { t } = useLingui();
  const tracker = useSelector(hub, selectTxRef);
  const txs = useSelector(tracker, selectTrackedTxs);
  if (txs.length === 0) return null;
  return (
    <section className="pending-txs" aria-label={t`Staking transactions`}>
      <ul role="status">
        {txs.map((tx) => (
          <li key={tx.hash} data-status={tx.status}>
            <KindLabel kind={tx.kind} /> <code title={tx.hash}>{`${tx.hash.slice(0, 10)}…`}</code> <StatusLabel status={tx.status} />
            {tx.status !== 'pending' && (
              <button type="button" className="button" onClick={() => tracker.send({ type: 'TX.DISMISS', hash: tx.hash })}>
                <Trans>Dismiss</Trans>
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
