// Ignition module: LAND 1155, metadata at <uri> with {id}. The deployer is its first admin; MetaWorld hands the roles over.
import { buildModule } from '@nomicfoundation/ignition-core';

export default buildModule('Land1155', (m) => {
  const land1155 = m.contract('Land1155', [m.getAccount(0), m.getParameter<string>('uri')]);
  return { land1155 };
});
