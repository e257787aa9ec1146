// Reward table popup: 'Reward table ({day}-day pool)' with Pool, LAND type and Reward per section 9.
import { Trans, useLingui } from '@lingui/react/macro';
import { CAMPAIGN_POOLS, type PoolId } from '@common/domain/campaign';
import { rewardTableRows } from '@machines/staking/rewardTable';
import { Button } from '../../../components/Button';
import { Dialog } from '../../../components/Dialog';
import { Table, type TableColumn } from '../../../components/Table';
import { BoxName } from './BoxName';

type RewardRow = ReturnType<typeof rewardTableRows>[number];

export function RewardTablePopup({ poolId, onClose }: { poolId: PoolId; onClose: () => void }) {
  const { t } = useLingui();
  const day = CAMPAIGN_POOLS.find((p) => p.id === poolId)?.days ?? 0;
  const columns: TableColumn<RewardRow>[] = [
    { key: 'pool', header: <Trans>Pool</Trans>, cell: (row) => t`${row.poolDays} days` },
    { key: 'landType', header: <Trans>LAND type</Trans>, cell: (row) => row.landType },
    {
      key: 'reward',
      header: <Trans>Reward</Trans>,
      cell: (row) =>
        row.rewards.map((r, i) => (
          <span key={r.boxType}>
            {i > 0 && ' + '}
            <BoxName boxType={r.boxType} /> x{r.amount}
          </span>
        )),
    },
  ];
  return (
    <Dialog
      title={t`Reward table (${day}-day pool)`}
      onCancel={onClose}
      actions={
        <Button variant="primary" onClick={onClose}>
          <Trans>Close</Trans>
        </Button>
      }
    >
      <Table label={t`Rewards by LAND type`} className="reward-table" columns={columns} rows={rewardTableRows(poolId)} rowKey={(row) => row.landType} />
    </Dialog>
  );
}
