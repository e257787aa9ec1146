// The pool choice 30 DAYS / 90 DAYS / 180 DAYS as a group of toggle buttons.
import { useLingui } from '@lingui/react/macro';
import { CAMPAIGN_POOLS, type PoolId } from '@common/domain/campaign';

export function PoolSwitch({ value, onSelect, disabled }: { value: PoolId; onSelect: (poolId: PoolId) => void; disabled?: boolean }) {
  const { t } = useLingui();
  return (
    <div className="pool-switch" role="group" aria-label={t`Campaign pool`}>
      {CAMPAIGN_POOLS.map((pool) => (
        <button
          key={pool.id}
          type="button"
          className={pool.id === value ? 'button primary' : 'button'}
          aria-pressed={pool.id === value}
          disabled={disabled}
          onClick={() => onSelect(pool.id)}
        >
          {t`${pool.days} DAYS`}
        </button>
      ))}
    </div>
  );
}
