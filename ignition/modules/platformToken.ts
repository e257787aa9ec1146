// Ignition module: the platform token (DVI). The deployer is its first admin and minter; MetaWorld hands both over.
import { buildModule } from '@nomicfoundation/ignition-core';

export default buildModule('PlatformToken', (m) => {
  const token = m.contract('PlatformToken', ['MetaWorld Token', 'DVI', m.getAccount(0)]);
  return { token };
});
