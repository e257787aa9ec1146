// The staking hub as the pages that show staking reach it: attached through the app's one flow hook, so the hub, its
// tracker and flows load with home's campaign section or my page's staking tab, never with the entry.
import { useMemo } from 'react';
import type { StakingHubRef } from '@machines/staking/stakingHubMachine';
import { useConfig } from '../../../config/ConfigContext';
import { useFlow } from '@kit/useFlow';
import { stakingHubLogic } from '../actors/hub';

const HUB = stakingHubLogic();

/** The running hub (spawned once, it then outlives the page); undefined on the first render only. */
export function useStakingHub(): StakingHubRef | undefined {
  const networks = useConfig().networks;
  const input = useMemo(() => ({ networks }), [networks]);
  return useFlow('staking', HUB, input);
}
