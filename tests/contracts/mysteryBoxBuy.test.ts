// The sale's chain side (src/features/mysteryBox/services/chainSale.ts) on a local chain: buyToken's reverts (no
// allowance, sold out, an unknown sale index, a price raised) named before the wallet is asked, the exact approval,
// and a purchase read back once the keeper revealed it.
import { parseUnits, type TransactionRequest } from 'ethers';
import { describe, expect, it, vi } from 'vitest';
import { account } from '@common/localWorld/accounts';
import { BOX_REVERT_PREFIX } from '@machines/mysteryBox/rules';
import type { SaleConfig } from '@machines/mysteryBox/types';
import { revealPending } from '../../scripts/chains/mysteryBoxKeeper';
import type { BuildContracts } from '../../src/config/contractConfig';
import { approveExact, buyToken, productsOf, readAllowance, readRevealed, readSale } from '../../src/features/mysteryBox/services/chainSale';
import type { ChainDeps } from '../../src/services/chain/deps';
import { CHAIN_ID, land, testChainForFile } from './fixtures';

const chain = testChainForFile();

const INDEX = 4;
const BOX = 1;
const PRICE = parseUnits('100', 18);
const SALE: SaleConfig = { index: INDEX, entries: [{ tokenId: BOX, price: '100' }] };
const dave = () => account('dave').address;

/** The app's chain deps against the test chain; the wallet signs as dave and counts what it was asked to send. */
function deps() {
  const asked = vi.fn();
  const d: ChainDeps = {
    addresses: async () => ({ chainId: CHAIN_ID, rpcUrl: chain.rpcUrl, ...chain.addresses }),
    build: new Map([[CHAIN_ID, chain.addresses]]) as BuildContracts,
    networks: () => [],
    provider: () =>
      ({
        request: async ({ method, params }: { method: string; params: [TransactionRequest & { gas?: string }] }) => {
          // The sender checks the wallet's chain before it sends: a question, not a send.
          if (method === 'eth_chainId') return `0x${CHAIN_ID.toString(16)}`;
          asked();
          const { gas, ...tx } = params[0];
          return (await chain.wallet('dave').sendTransaction({ ...tx, gasLimit: gas })).hash;
        },
      }) as unknown as ReturnType<ChainDeps['provider']>,
    fetch: () => Promise.reject(new Error('no fetch')),
  };
  return { d, asked };
}

/** Box (4, 1) priced 100 tokens with three parcels; dave holds 1000 tokens. */
async function setup() {
  const admin = chain.as('deployer');
  await (await admin.mysteryBox.setPrice(INDEX, BOX, PRICE)).wait();
  const ids = [201, 202, 203];
  await (
    await admin.mysteryBox.batchMintSelf(
      INDEX,
      BOX,
      ids,
      ids.map((_, i) => land(30 + i, 40, 30 + i, 40, false, 5)),
    )
  ).wait();
  await (await admin.token.mint(dave(), parseUnits('1000', 18))).wait();
}

const buy = (d: ChainDeps, amount: number, index = INDEX, maxUnitPriceWei = PRICE.toString()) =>
  buyToken(d, { chainId: CHAIN_ID, from: dave(), index, tokenId: BOX, amount, maxUnitPriceWei });

async function mined(hash: string) {
  await chain.provider.waitForTransaction(hash);
}

describe('buyToken from the sale', () => {
  it('without an allowance is refused before the wallet is asked, taking nothing', async () => {
    await setup();
    const { d, asked } = deps();
    expect(await readAllowance(d, { chainId: CHAIN_ID, owner: dave() })).toBe('0');
    await expect(buy(d, 1)).rejects.toThrow();
    expect(asked).not.toHaveBeenCalled();
    expect(await chain.as('dave').token.balanceOf(dave())).toBe(parseUnits('1000', 18));
  });

  it('approves exactly price x quantity, buys, leaves no allowance, and reads the LAND once the keeper revealed it', async () => {
    await setup();
    const { d } = deps();
    const [approval] = await approveExact(d, { chainId: CHAIN_ID, from: dave(), amountWei: (PRICE * 2n).toString() });
    await mined(approval!.hash);
    expect(await readAllowance(d, { chainId: CHAIN_ID, owner: dave() })).toBe((PRICE * 2n).toString());
    const [purchase] = await buy(d, 2);
    await mined(purchase!.hash);
    expect(await readAllowance(d, { chainId: CHAIN_ID, owner: dave() })).toBe('0');
    const sale = await readSale(d, { chainId: CHAIN_ID, network: 'ETH', owner: dave(), sale: SALE });
    expect(sale.awaitingReveal).toBe(true);
    expect(productsOf(sale, 9)).toEqual([{ tokenId: BOX, priceWei: PRICE.toString(), remaining: 1 }]);
    // The API's remain land count caps what the contract reports.
    expect(productsOf(sale, 0)[0]!.remaining).toBe(0);
    expect(await readRevealed(d, { chainId: CHAIN_ID, owner: dave(), hash: purchase!.hash })).toEqual({ status: 'waiting' });
    await revealPending(chain.as('deployer').mysteryBox);
    const got = await readRevealed(d, { chainId: CHAIN_ID, owner: dave(), hash: purchase!.hash });
    expect(got.status).toBe('received');
    const ids = got.status === 'received' ? got.tokenIds : [];
    expect(ids).toHaveLength(2);
    for (const id of ids) expect(await chain.as('dave').land721.ownerOf(id)).toBe(dave());
    // After a reload (no hash kept), the buyer's latest purchase reads the same.
    expect(await readRevealed(d, { chainId: CHAIN_ID, owner: dave(), hash: null })).toEqual(got);
    expect((await readSale(d, { chainId: CHAIN_ID, network: 'ETH', owner: dave(), sale: SALE })).awaitingReveal).toBe(false);
  });

  it('sold out: more than the stock is named OutOfStock before the wallet is asked', async () => {
    await setup();
    const { d, asked } = deps();
    await mined((await approveExact(d, { chainId: CHAIN_ID, from: dave(), amountWei: (PRICE * 4n).toString() }))[0]!.hash);
    asked.mockClear();
    await expect(buy(d, 4)).rejects.toThrow(`${BOX_REVERT_PREFIX}OutOfStock`);
    await mined((await buy(d, 3))[0]!.hash);
    await expect(buy(d, 1)).rejects.toThrow(`${BOX_REVERT_PREFIX}OutOfStock`);
    expect(asked).toHaveBeenCalledTimes(1);
  });

  it('a wrong sale index is UnknownProduct, a price raised after opening the sale is PriceAboveMax', async () => {
    await setup();
    const { d, asked } = deps();
    await mined((await approveExact(d, { chainId: CHAIN_ID, from: dave(), amountWei: (PRICE * 3n).toString() }))[0]!.hash);
    asked.mockClear();
    await expect(buy(d, 1, INDEX + 1)).rejects.toThrow(`${BOX_REVERT_PREFIX}UnknownProduct`);
    await (await chain.as('deployer').mysteryBox.setPrice(INDEX, BOX, PRICE + 1n)).wait();
    await expect(buy(d, 1)).rejects.toThrow(`${BOX_REVERT_PREFIX}PriceAboveMax`);
    expect(asked).not.toHaveBeenCalled();
    expect(await chain.as('dave').token.balanceOf(dave())).toBe(parseUnits('1000', 18));
  });

  it('approves only the build’s mystery box', async () => {
    const { d, asked } = deps();
    const forged: ChainDeps = {
      ...d,
      addresses: async () => ({ chainId: CHAIN_ID, rpcUrl: chain.rpcUrl, ...chain.addresses, mysteryBox: chain.addresses.market }),
    };
    await expect(approveExact(forged, { chainId: CHAIN_ID, from: dave(), amountWei: '1' })).rejects.toThrow('address not matched');
    expect(asked).not.toHaveBeenCalled();
  });
});
