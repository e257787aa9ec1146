// The staking hub's wallet wiring in the app: it follows the viewer (the session's registered wallet and the wallet
// session's connected wallet) and "Connect wallet" hands the app wallet select's connection to the wallet session.
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, setup } from 'xstate';
import { countdownMachine } from '@machines/staking/countdownMachine';
import { stakingHubMachine } from '@machines/staking/stakingHubMachine';
import type { WalletConnection } from '@machines/wallet/types';
import { watchViewer } from '../../../services/viewer';
import { sessionStandIn, walletStandIn } from '../../../services/testing/fixtures';
import { connectAppWallet } from './hub';

const networks = [{ chainId: 31338, family: 'BSC' as const }];
const connection: WalletConnection = { walletType: 1, label: 'Test Wallet', address: '0xA', chainId: 31338 };

function app(select: () => Promise<WalletConnection>) {
  const hub = stakingHubMachine.provide({
    actors: {
      watchViewer,
      connectWallet: connectAppWallet(select),
      countdown: countdownMachine.provide({ actors: { getCampaignTime: fromPromise(() => new Promise(() => undefined)) } }),
    },
  });
  const root = setup({ actors: { hub, session: sessionStandIn, wallet: walletStandIn } }).createMachine({
    invoke: [
      { src: 'session', systemId: 'session' },
      { src: 'wallet', systemId: 'wallet' },
      { src: 'hub', systemId: 'staking', input: { networks } },
    ],
  });
  const actor = createActor(root).start();
  return { ref: (id: string) => actor.system.get(id)!, actor };
}

describe('staking hub wallet wiring', () => {
  it('follows the registered and the connected wallet of the viewer', () => {
    const { ref } = app(async () => connection);
    expect(ref('staking').getSnapshot().context).toMatchObject({ registered: null, wallet: null });
    ref('session').send({ type: 'SIGN_IN', user: { id: '1', account: 'a', walletAddr: '0xR' } });
    ref('wallet').send({ type: 'CONNECTED', address: '0xB', chainId: 31338, walletType: 2 });
    expect(ref('staking').getSnapshot().context).toMatchObject({ registered: '0xR', wallet: { address: '0xB', chainId: 31338, walletType: 2 } });
    ref('wallet').send({ type: 'DISCONNECT' });
    expect(ref('staking').getSnapshot().context.wallet).toBeNull();
  });

  it('Connect wallet opens the app wallet select and hands the connection to the wallet session', async () => {
    const select = vi.fn(async () => connection);
    const { ref, actor } = app(select);
    ref('staking').send({ type: 'WALLET.CONNECT' });
    await vi.waitFor(() => expect(ref('wallet').getSnapshot().context.received).toEqual([{ type: 'WALLET.CONNECTED', connection }]));
    expect(select).toHaveBeenCalledTimes(1);
    actor.stop();
  });
});
