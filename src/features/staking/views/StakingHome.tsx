// What Home shows of staking to a signed-in user: the countdown while the wallet is on Ethereum, pending transactions and
// the staking popups. Home loads this module (and the staking hub with it) only for a signed-in user.
import { useSelector } from '@xstate/react';
import { selectOnEthereum } from '@machines/staking/selectors';
import type { StakingHubRef } from '@machines/staking/stakingHubMachine';
import { CampaignCountdown } from './CampaignCountdown';
import { PendingTxs } from './PendingTxs';
import { StakingOverlays } from './StakingOverlays';
import { useStakingHub } from './useStakingHub';

export function StakingHome() {
  const hub = useStakingHub();
  return hub ? <StakingSection hub={hub} /> : null;
}

function StakingSection({ hub }: { hub: StakingHubRef }) {
  const onEthereum = useSelector(hub, selectOnEthereum);
  return (
    <>
      {onEthereum && <CampaignCountdown hub={hub} />}
      <PendingTxs />
      <StakingOverlays hub={hub} />
    </>
  );
}
