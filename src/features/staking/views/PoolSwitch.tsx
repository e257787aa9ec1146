// The pool choice 30 DAYS / 90 DAYS / 180 DAYS as a group of toggle buttons.
import { useLingui } from '@lingui/react/macro';
import { CAMPAIGN_POOLS, type PoolId } from '@common/domain/campaign';
import { Button } from '../../../components/Button';

export function PoolSwitch({ value, onSelect, disabled }: { value: PoolId; onSelect: (poolId: PoolId) => void; disabled?: boolean }) {
  const { t } = useLingui();
  return (
    <div className="pool-switch" role="group" aria-label={t`Campaign pool`}>
      {CAMPAIGN_POOLS.map((pool) => (
        <Button
          key={pool.id}
          variant={pool.id === value ? 'primary' : 'secondary'}
          aria-pressed={pool.id === value}
          disabled={disabled}
          onClick={() => onSelect(pool.id)}
        >
          {t`${pool.days} DAYS`}
        </Button>
      ))}
    </div>
  );
}
