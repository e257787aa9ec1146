// The walletconnect/{type} landing: route types to wallets, and what the page offers in each wallet session state.
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import { WALLET_TYPE } from '@common/domain/wallet';
import { selectDeepLinkLanding, walletOfDeepLink } from './deepLink';
import { walletMachine } from './walletMachine';

describe('walletconnect deep link', () => {
  it('names a wallet by its name (any case) or its code, and nothing else', () => {
    expect(walletOfDeepLink('walletconnect')).toBe(WALLET_TYPE.WalletConnect);
    expect(walletOfDeepLink('MetaMask')).toBe(WALLET_TYPE.MetaMask);
    expect(walletOfDeepLink('5')).toBe(WALLET_TYPE.Bitski);
    expect(walletOfDeepLink('9999')).toBeNull();
    expect(walletOfDeepLink('toString')).toBeNull();
    expect(walletOfDeepLink('phantom')).toBeNull();
    expect(walletOfDeepLink('1.0')).toBeNull();
  });

  it('offers to resume a stored wallet, shows a reconnect under way, and says when the wallet is connected', () => {
    let finish: (v: { address: string; chainId: number; walletType: 3; label: string }) => void = () => undefined;
    const machine = walletMachine.provide({
      actors: {
        reconnectWallet: fromPromise(() => new Promise((resolve) => (finish = resolve))),
        watchWallet: fromCallback(() => () => undefined),
        readBalances: fromPromise(() => new Promise(() => undefined)),
      },
    });
    const input = { networks: [{ chainId: 31_337, family: 'ETH' as const }], storedWalletType: WALLET_TYPE.WalletConnect };
    const actor = createActor(machine, { input }).start();
    expect(selectDeepLinkLanding(actor.getSnapshot(), WALLET_TYPE.WalletConnect)).toBe('resumable');
    actor.send({ type: 'WALLET.RESTORE' });
    expect(selectDeepLinkLanding(actor.getSnapshot(), WALLET_TYPE.WalletConnect)).toBe('resuming');
    finish({ address: '0x1', chainId: 31_337, walletType: 3, label: 'WalletConnect' });
    return Promise.resolve().then(() => {
      expect(selectDeepLinkLanding(actor.getSnapshot(), WALLET_TYPE.WalletConnect)).toBe('connected');
      // Another wallet than the link's: nothing pending for this one.
      expect(selectDeepLinkLanding(actor.getSnapshot(), WALLET_TYPE.Bitski)).toBe('connect');
      const fresh = createActor(machine, { input: { ...input, storedWalletType: null } }).start();
      expect(selectDeepLinkLanding(fresh.getSnapshot(), WALLET_TYPE.WalletConnect)).toBe('connect');
    });
  });
});
