// Cluster test fixture: a BSC test chain where carol lists her five copies of LAND 1155 #15002 at one token each and
// dave holds tokens approved for the market: the world the index, intent and RPC outage tests buy and index in.
import { MaxUint256, parseUnits } from 'ethers';
import { account, type AccountName } from '@common/localWorld/accounts';
import { startTestChain, type TestChain } from '../server/testChain';

export const BSC = 31338;
export const addr = (name: AccountName) => account(name).address;
export const send = async (tx: Promise<{ wait(): Promise<unknown> }>) => (await tx).wait();

/** `name` names the chain's node (its logs and data). */
export async function startListedChain(name: string): Promise<TestChain> {
  const chain = await startTestChain(BSC, name);
  const admin = chain.as('deployer');
  const { addresses } = chain;
  // The seed's five copies of 1155 #15002 are carol's, on chain too; she lists all five at one token each.
  await send(admin.land1155.mint(addr('carol'), 15002, 5, { mapId: 1, x1: 31, y1: 10, x2: 31, y2: 10, premium: false }));
  await send(admin.token.mint(addr('dave'), parseUnits('1000', 18)));
  await send(chain.as('dave').token.approve(addresses.market, MaxUint256));
  await send(chain.as('carol').land1155.setApprovalForAll(addresses.market, true));
  await send(chain.as('carol').market.Sell_Item(addresses.land1155, 15002, 5, parseUnits('1', 18), addresses.token));
  return chain;
}
