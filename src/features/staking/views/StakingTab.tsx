// My page staking tab: the staking issue's content (MyStakingTab.tsx); swap here if it changes.
import { MyStakingTab } from './MyStakingTab';

export function StakingTab() {
  return <MyStakingTab />;
}
