// What Home shows of staking: the countdown for a signed-in user on Ethereum, pending transactions and the staking popups.
import { useSelector } from '@xstate/react';
import { selectOnEthereum } from '../../../../machines/staking/selectors';
import { useAppActor } from '../../../app/AppProvider';
import { CampaignCountdown } from './CampaignCountdown';
import { PendingTxs } from './PendingTxs';
import { StakingOverlays } from './StakingOverlays';

export function StakingHome() {
  const session = useAppActor('session');
  const hub = useAppActor('staking');
  const signedIn = useSelector(session, (s) => s.matches('signedIn'));
  const onEthereum = useSelector(hub, selectOnEthereum);
  if (!signedIn) return null;
  return (
    <>
      {onEthereum && <CampaignCountdown />}
      <PendingTxs />
      <StakingOverlays />
    </>
  );
}
