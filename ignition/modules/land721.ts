// Ignition module: LAND 721, metadata at <baseUri><tokenId>. The deployer is its first admin; MetaWorld hands the roles over.
import { buildModule } from '@nomicfoundation/ignition-core';

export default buildModule('Land721', (m) => {
  const land721 = m.contract('Land721', [m.getAccount(0), m.getParameter<string>('baseUri')]);
  return { land721 };
});
