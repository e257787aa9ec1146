// My page staking tab: the staking issue's content (src/views/staking/MyStakingTab.tsx); swap here if it changes.
import { MyStakingTab } from '../staking/MyStakingTab';

export function StakingTab() {
  return <MyStakingTab />;
}
