// Ignition module: the LAND mystery box. It mints LAND into its own stock, and draws with the network's Chainlink VRF
// v2.5 coordinator and subscription (the `vrf` parameter: the box must then be added as the subscription's consumer).
import { buildModule } from '@nomicfoundation/ignition-core';
import { ROLE } from '../roles';
import land721Module from './land721';
import platformTokenModule from './platformToken';

export default buildModule('LandMysteryBox', (m) => {
  const { token } = m.useModule(platformTokenModule);
  const { land721 } = m.useModule(land721Module);
  const mysteryBox = m.contract('LandMysteryBox', [m.getAccount(0), token, land721, m.getParameter<string>('treasury')]);
  m.call(land721, 'grantRole', [ROLE.MINTER, mysteryBox], { id: 'land721MinterIsMysteryBox' });
  m.call(mysteryBox, 'setVrfConfig', [m.getParameter('vrf')]);
  return { mysteryBox };
});
