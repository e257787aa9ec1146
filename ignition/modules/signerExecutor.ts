// Ignition module: the claim executor. It accepts the API's claim signers and may call nothing but
// LandStaking.claimReward, and only it records claims (MANAGER_ROLE on staking).
import { buildModule } from '@nomicfoundation/ignition-core';
import { Interface } from 'ethers';
import { CONTRACT_ABIS } from '../../src/services/chain/abis';
import { ROLE } from '../roles';
import landStakingModule from './landStaking';

const CLAIM_REWARD = new Interface(CONTRACT_ABIS.LandStaking).getFunction('claimReward')!.selector;

export default buildModule('SignerExecutor', (m) => {
  const { staking } = m.useModule(landStakingModule);
  const executor = m.contract('SignerExecutor', [m.getAccount(0), m.getParameter<string[]>('claimSigners')]);
  m.call(staking, 'grantRole', [ROLE.MANAGER, executor], { id: 'stakingManagerIsExecutor' });
  m.call(executor, 'setAllowed', [staking, CLAIM_REWARD, true], { id: 'allowClaimReward' });
  return { executor };
});
