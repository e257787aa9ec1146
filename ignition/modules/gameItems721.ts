// Ignition module: game items (ERC-721), metadata at <baseUri><tokenId>. The deployer is its first admin; MetaWorld hands the roles over.
import { buildModule } from '@nomicfoundation/ignition-core';

export default buildModule('GameItems721', (m) => {
  const items721 = m.contract('GameItems721', [m.getAccount(0), m.getParameter<string>('baseUri')]);
  return { items721 };
});
