// Reward table popup: 'Reward table ({day}-day pool)' with Pool, LAND type and Reward per section 9.
import { Trans, useLingui } from '@lingui/react/macro';
import { CAMPAIGN_POOLS, type PoolId } from '../../../../common/domain/campaign';
import { rewardTableRows } from '../../../../machines/staking/rewardTable';
import { Dialog } from '../../../components/Dialog';
import { BoxName } from './BoxName';

export function RewardTablePopup({ poolId, onClose }: { poolId: PoolId; onClose: () => void }) {
  const { t } = useLingui();
  const day = CAMPAIGN_POOLS.find((p) => p.id === poolId)?.days ?? 0;
  return (
    <Dialog
      title={t`Reward table (${day}-day pool)`}
      onCancel={onClose}
      actions={
        <button type="button" className="button primary" onClick={onClose}>
          <Trans>Close</Trans>
        </button>
      }
    >
      <table className="reward-table">
        <thead>
          <tr>
            <th scope="col">
              <Trans>Pool</Trans>
            </th>
            <th scope="col">
              <Trans>LAND type</Trans>
            </th>
            <th scope="col">
              <Trans>Reward</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {rewardTableRows(poolId).map((row) => (
            <tr key={row.landType}>
              <td>{t`${row.poolDays} days`}</td>
              <td>{row.landType}</td>
              <td>
                {row.rewards.map((r, i) => (
                  <span key={r.boxType}>
                    {i > 0 && ' + '}
                    <BoxName boxType={r.boxType} /> x{r.amount}
                  </span>
                ))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Dialog>
  );
}
