// Ignition module (built from the parameters file): the 4th LAND sale's prices and the LAND parcels minted into the
// mystery box as its stock. A module, not parameters, because the number of transactions follows the stock's size.
import { buildModule } from '@nomicfoundation/ignition-core';
import { parseUnits } from 'ethers';
import type { DeployParams } from '../../scripts/deploy/params';
import landMysteryBoxModule from './landMysteryBox';

/** Parcels per batchMintSelf: well inside a block on every network. */
export const STOCK_BATCH = 50;

export function saleModule(sale: DeployParams['sale']) {
  return buildModule('Sale', (m) => {
    const { mysteryBox } = m.useModule(landMysteryBoxModule);
    for (const product of sale?.products ?? []) {
      const { index } = sale!;
      const key = `${index}_${product.tokenId}`;
      m.call(mysteryBox, 'setPrice', [index, product.tokenId, parseUnits(product.price, 18)], { id: `price_${key}` });
      for (let i = 0; i < product.stock.length; i += STOCK_BATCH) {
        const part = product.stock.slice(i, i + STOCK_BATCH);
        const parcels = part.map(({ mapId, x1, y1, x2, y2, premium }) => ({ mapId, x1, y1, x2, y2, premium }));
        m.call(mysteryBox, 'batchMintSelf', [index, product.tokenId, part.map((s) => s.tokenId), parcels], { id: `stock_${key}_${i / STOCK_BATCH}` });
      }
    }
    return { mysteryBox };
  });
}
