// The staking popups the hub has open: Add LAND(s), my reward and the reward table (each loaded when first opened, with
// the staking catalog: the LAND view opens them too, without the staking views' other chunks).
import { useSelector } from '@xstate/react';
import { lazy, Suspense } from 'react';
import { selectClaimRef, selectPopupRef, selectRewardTablePool } from '@machines/staking/selectors';
import type { StakingHubRef } from '@machines/staking/stakingHubMachine';
import { withCatalogs } from '../../../i18n/i18n';

const StakingPopup = lazy(() => withCatalogs(import('./StakingPopup'), 'staking').then((m) => ({ default: m.StakingPopup })));
const MyRewardPopup = lazy(() => withCatalogs(import('./MyRewardPopup'), 'staking').then((m) => ({ default: m.MyRewardPopup })));
const RewardTablePopup = lazy(() => withCatalogs(import('./RewardTablePopup'), 'staking').then((m) => ({ default: m.RewardTablePopup })));

export function StakingOverlays({ hub }: { hub: StakingHubRef }) {
  const popup = useSelector(hub, selectPopupRef);
  const claim = useSelector(hub, selectClaimRef);
  const tablePool = useSelector(hub, selectRewardTablePool);
  return (
    <Suspense fallback={null}>
      {popup && <StakingPopup key={popup.sessionId} popup={popup} onClose={() => hub.send({ type: 'STAKING.CLOSE' })} />}
      {claim && <MyRewardPopup key={claim.sessionId} claim={claim} onClose={() => hub.send({ type: 'REWARDS.CLOSE' })} />}
      {tablePool !== null && <RewardTablePopup poolId={tablePool} onClose={() => hub.send({ type: 'REWARD_TABLE.CLOSE' })} />}
    </Suspense>
  );
}
