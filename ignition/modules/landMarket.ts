// Ignition module: the LAND market, its fees (percentage at most 10, a mint fee in wei) going to the treasury.
import { buildModule } from '@nomicfoundation/ignition-core';
import platformTokenModule from './platformToken';

export default buildModule('LandMarket', (m) => {
  const { token } = m.useModule(platformTokenModule);
  const treasury = m.getParameter<string>('treasury');
  const market = m.contract('LandMarket', [m.getAccount(0), token, treasury]);
  // mintFeeWei is a decimal string: a uint256 may not fit a JSON number.
  m.call(market, 'setFees', [m.getParameter<string>('mintFeeWei', '0'), m.getParameter<number>('percentageFee'), treasury]);
  return { market };
});
