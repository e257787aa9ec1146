// Shared by the mystery-box tests: a sale, the products the chain reports, wallets and a purchase's result.
import { WALLET_TYPE } from '@common/domain/wallet';
import type { MysteryBoxInput } from '@machines/mysteryBox/mysteryBoxMachine';
import type { LandCard, LoadSaleOutput, SaleWallet } from '@machines/mysteryBox/types';

export { fakeTimersPerTest } from '../tx/fixtures';

export const BUYER = '0x90f79bf6eb2c4f870365e785982e1f101e93b906';
export const CHAIN = 31338;
export const hash = `0x${'cd'.repeat(32)}`;
export const rejected = Object.assign(new Error('User rejected'), { code: 4001 });

const wallet = (chainId: number, walletType: number): SaleWallet => ({ address: BUYER, chainId, walletType });
export const WALLETS = {
  good: wallet(CHAIN, WALLET_TYPE.MetaMask),
  otherNetwork: wallet(31339, WALLET_TYPE.MetaMask),
  walletConnect: wallet(31339, WALLET_TYPE.WalletConnect),
} as const;

export const INPUT: MysteryBoxInput = {
  chainId: CHAIN,
  network: 'BSC',
  sale: {
    index: 4,
    entries: [
      { tokenId: 1, price: '100' },
      { tokenId: 2, price: '180' },
    ],
  },
  wallet: WALLETS.good,
  symbol: 'DVI',
  pendingHash: null,
};

const TOKEN = 10n ** 18n;
/** Box 1: 100 DVI, 3 left; box 2 sold out; 250 DVI held (so 3 boxes are more than the buyer can pay). */
export const LOADED: LoadSaleOutput = {
  products: [
    { tokenId: 1, priceWei: (100n * TOKEN).toString(), remaining: 3 },
    { tokenId: 2, priceWei: (180n * TOKEN).toString(), remaining: 0 },
  ],
  balanceWei: (250n * TOKEN).toString(),
  nativeWei: (10n * TOKEN).toString(),
  gasCostWei: (TOKEN / 100n).toString(),
  apiRemain: 3,
  awaitingReveal: false,
};

export const LAND: LandCard = {
  x1: 60,
  y1: 40,
  x2: 60,
  y2: 40,
  tokenId: '51001',
  nftId: '721-51001',
  name: 'berlin LAND #51001',
  imageUrl: '/static/land/1x1.svg',
  isErc1155: false,
  maxQuantity: 1,
  landType: '1x1',
  city: 'seoul',
};
