// Test stand-ins of the root's session and wallet actors (systemIds `session` and `wallet`): machines holding the
// fields the Viewer port reads, set by events, so a test can move the viewer as the app would.
import { assign, setup, type AnyEventObject } from 'xstate';
import type { SessionUser } from '@machines/app/types';
import type { WalletTypeCode } from '@common/domain/wallet';

export const sessionStandIn = setup({
  types: { context: {} as { user: SessionUser | null }, events: {} as { type: 'SIGN_IN'; user: SessionUser } | { type: 'SIGN_OUT' } },
}).createMachine({
  context: { user: null },
  on: { SIGN_IN: { actions: assign(({ event }) => ({ user: event.user })) }, SIGN_OUT: { actions: assign({ user: null }) } },
});

interface WalletFields {
  address: string | null;
  chainId: number | null;
  walletType: WalletTypeCode | null;
}

type WalletStandInEvent = { type: 'RECONNECT' } | ({ type: 'CONNECTED' } & WalletFields) | { type: 'DISCONNECT' };

/** Also keeps what it was sent from outside (`received`), as the wallet session would take a WALLET.CONNECTED. */
export const walletStandIn = setup({
  types: { context: {} as WalletFields & { received: AnyEventObject[] }, events: {} as WalletStandInEvent | { type: 'WALLET.CONNECTED' } },
}).createMachine({
  context: { address: null, chainId: null, walletType: null, received: [] },
  initial: 'disconnected',
  on: {
    CONNECTED: { target: '.connected', actions: assign(({ event }) => ({ address: event.address, chainId: event.chainId, walletType: event.walletType })) },
    DISCONNECT: { target: '.disconnected', actions: assign({ address: null, chainId: null, walletType: null }) },
    RECONNECT: { target: '.reconnecting' },
    'WALLET.CONNECTED': { actions: assign(({ context, event }) => ({ received: [...context.received, event] })) },
  },
  states: { disconnected: {}, reconnecting: {}, connected: {} },
});
