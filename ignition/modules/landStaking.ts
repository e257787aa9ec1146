// Ignition module: LAND staking. Only staking mints reward boxes; the reward table (common/domain/campaign.ts) and the
// two LAND contracts are set before the first deposit, as in the local world (scripts/chains/deploy.ts).
import { buildModule } from '@nomicfoundation/ignition-core';
import { LAND_REWARD_ROWS, POOL_BUILDING_ROWS } from '../../scripts/chains/rewardTable';
import { ROLE } from '../roles';
import land1155Module from './land1155';
import land721Module from './land721';
import rewardBoxModule from './rewardBox';

/** LandStaking's KIND_ERC721 and KIND_ERC1155. */
const KIND = { erc721: 1, erc1155: 2 } as const;

export default buildModule('LandStaking', (m) => {
  const { rewardBox } = m.useModule(rewardBoxModule);
  const { land721 } = m.useModule(land721Module);
  const { land1155 } = m.useModule(land1155Module);
  const staking = m.contract('LandStaking', [m.getAccount(0), rewardBox]);
  m.call(rewardBox, 'grantRole', [ROLE.MINTER, staking], { id: 'rewardBoxMinterIsStaking' });
  for (const r of LAND_REWARD_ROWS) {
    const size = `${r.width}x${r.height}${r.premium ? 'P' : ''}`;
    m.call(staking, 'setLandReward', [r.width, r.height, r.premium, r.boxType, r.amount], { id: `landReward_${size}` });
  }
  for (const p of POOL_BUILDING_ROWS) {
    m.call(staking, 'setPoolBuildingBox', [p.poolId, p.boxType, p.amount], { id: `poolBuildingBox_${p.poolId}` });
  }
  m.call(staking, 'setWhitelist', [land721, KIND.erc721], { id: 'whitelistLand721' });
  m.call(staking, 'setWhitelist', [land1155, KIND.erc1155], { id: 'whitelistLand1155' });
  return { staking, rewardBox, land721, land1155 };
});
