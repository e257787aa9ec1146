// Ignition module: the staking reward boxes (ERC-1155), metadata at <uri> with {id}. The deployer is its first admin; MetaWorld hands the roles over.
import { buildModule } from '@nomicfoundation/ignition-core';

export default buildModule('RewardBox', (m) => {
  const rewardBox = m.contract('RewardBox', [m.getAccount(0), m.getParameter<string>('uri')]);
  return { rewardBox };
});
