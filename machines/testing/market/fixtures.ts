// Shared by the market flow tests: an item, listings, viewers and fake timers.
import { createActor, createMachine, type AnyActorRef, type AnyStateMachine } from 'xstate';
import { WALLET_TYPE, type WalletTypeCode } from '@common/domain/wallet';
import type { MarketItemRef, Viewer, TradeListing } from '@machines/market/types';

export { fakeTimersPerTest } from '../tx/fixtures';

export const BUYER = '0x90f79bf6eb2c4f870365e785982e1f101e93b906';
export const SELLER = '0x15d34aaf54267db7d7c367839aaf71a00a2c6a65';
export const CHAIN = 31338;

export const ITEM: MarketItemRef = {
  network: 'BSC',
  chainId: CHAIN,
  nft: '0x0000000000000000000000000000000000001155',
  tokenId: '204',
  standard: 1155,
  name: 'Iron Cap',
  nativeSymbol: 'BNB',
  tokenSymbol: 'DVI',
};

export const tokenListing: TradeListing = {
  index: 9,
  recordId: 41,
  seller: SELLER,
  price: '1250',
  priceWei: '1250000000000000000000',
  currency: 'token',
  sellAmount: 3,
};
export const nativeListing: TradeListing = { ...tokenListing, price: '0.5', priceWei: '500000000000000000', currency: 'native' };

const wallet = (address: string, chainId: number, walletType: WalletTypeCode) => ({
  address,
  chainId,
  walletType,
});

/** The viewers a flow meets: all good, on another network, signed out, and a WalletConnect session on another network. */
export const VIEWERS = {
  good: { signedIn: true, registered: BUYER, wallet: wallet(BUYER, CHAIN, WALLET_TYPE.MetaMask) },
  otherNetwork: { signedIn: true, registered: BUYER, wallet: wallet(BUYER, 31339, WALLET_TYPE.MetaMask) },
  signedOut: { signedIn: false, registered: null, wallet: null },
  walletConnect: { signedIn: true, registered: BUYER, wallet: wallet(BUYER, 31339, WALLET_TYPE.WalletConnect) },
} satisfies Record<string, Viewer>;

export const rejected = Object.assign(new Error('User rejected'), { code: 4001 });
export const hash = `0x${'ab'.repeat(32)}`;

export type Received = { to: string; event: { type: string } & Record<string, unknown> }[];

/**
 * A flow under a root that holds recorders for the app actors it reaches (by systemId) and for its hub (reportTo), as
 * in the app: what each received is in `received`.
 */
export function inApp(machine: AnyStateMachine, input: object, systemIds: readonly string[]): { received: Received; flow: AnyActorRef } {
  const received: Received = [];
  const recorder = (to: string) => createMachine({ on: { '*': { actions: ({ event }) => received.push({ to, event: event as Received[number]['event'] }) } } });
  const hub = createActor(recorder('hub')).start();
  const invoke = [...systemIds.map((id) => ({ src: recorder(id), systemId: id })), { id: 'flow', src: machine, input: { ...input, reportTo: hub } }];
  const app = createActor(createMachine({ invoke } as never)).start();
  return { received, flow: (app.getSnapshot().children as Record<string, AnyActorRef>).flow! };
}
