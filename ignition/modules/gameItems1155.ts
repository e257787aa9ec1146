// Ignition module: game items (ERC-1155), metadata at <uri> with {id}. The deployer is its first admin; MetaWorld hands the roles over.
import { buildModule } from '@nomicfoundation/ignition-core';

export default buildModule('GameItems1155', (m) => {
  const items1155 = m.contract('GameItems1155', [m.getAccount(0), m.getParameter<string>('uri')]);
  return { items1155 };
});
