// The staking popups the hub has open: Add LAND(s), my reward and the reward table (each loaded when first opened).
import { useSelector } from '@xstate/react';
import { lazy, Suspense } from 'react';
import { selectClaimRef, selectPopupRef, selectRewardTablePool } from '@machines/staking/selectors';
import type { StakingHubRef } from '@machines/staking/stakingHubMachine';

const StakingPopup = lazy(() => import('./StakingPopup').then((m) => ({ default: m.StakingPopup })));
const MyRewardPopup = lazy(() => import('./MyRewardPopup').then((m) => ({ default: m.MyRewardPopup })));
const RewardTablePopup = lazy(() => import('./RewardTablePopup').then((m) => ({ default: m.RewardTablePopup })));

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
