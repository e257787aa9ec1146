// Home campaign countdown: pool choice, status and days / hours / minutes to the next boundary; entries to stake and to the reward table.
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { CAMPAIGN_STATUS } from '@common/domain/campaign';
import { selectCountdown, selectCountdownPool, selectCountdownRef } from '@machines/staking/selectors';
import type { StakingHubRef } from '@machines/staking/stakingHubMachine';
import { PoolSwitch } from './PoolSwitch';
import { Button } from '../../../components/Button';

export function CampaignCountdown({ hub }: { hub: StakingHubRef }) {
  const { t } = useLingui();
  const countdown = useSelector(hub, selectCountdownRef);
  const view = useSelector(countdown, selectCountdown);
  const poolId = useSelector(countdown, selectCountdownPool);
  return (
    <section className="campaign-countdown" aria-label={t`Staking campaign`}>
      <PoolSwitch value={poolId} onSelect={(id) => countdown.send({ type: 'POOL.SELECT', poolId: id })} />
      {view && (
        <div role="timer" aria-live="off" aria-label={t`Campaign countdown`}>
          <p className="countdown-status" data-status={view.status}>
            {view.status === CAMPAIGN_STATUS.ended && <Trans>Campaign ended</Trans>}
            {view.status === CAMPAIGN_STATUS.upcoming && <Trans>Campaign starts in</Trans>}
            {view.status === CAMPAIGN_STATUS.ongoing && <Trans>Campaign ends in</Trans>}
          </p>
          <p className="countdown-time">
            <span data-unit="days">
              <Trans>{view.days} days</Trans>
            </span>{' '}
            <span data-unit="hours">
              <Trans>{view.hours} hours</Trans>
            </span>{' '}
            <span data-unit="minutes">
              <Trans>{view.minutes} minutes</Trans>
            </span>
          </p>
        </div>
      )}
      <div className="countdown-actions">
        <Button variant="primary" onClick={() => hub.send({ type: 'STAKING.OPEN', poolId })}>
          <Trans>Stake LAND</Trans>
        </Button>
        <Button onClick={() => hub.send({ type: 'REWARD_TABLE.OPEN', poolId })}>
          <Trans>Reward table</Trans>
        </Button>
      </div>
    </section>
  );
}
