// Wallet e2e page: connects through web3-onboard's injected-wallets module and reads or sends through the connected wallet.
import Onboard, { type WalletState } from '@web3-onboard/core';
import injectedModule from '@web3-onboard/injected-wallets';
import { BrowserProvider, Contract, formatUnits, parseUnits } from 'ethers';
import { devWallet } from '../../../../src/features/wallet/services/devWallet';

export interface PageConfig {
  chains: { id: string; token: string; label: string; rpcUrl: string }[];
  /** Platform token address on the chain the wallet starts on. */
  tokenAddress: string;
  /** The app's network set; the dev wallet shows only on 'local'. */
  networkSet: string;
}

const config = (window as unknown as { __pageConfig: PageConfig }).__pageConfig;
const ERC20 = ['function balanceOf(address) view returns (uint256)', 'function transfer(address to, uint256 amount) returns (bool)'];

const onboard = Onboard({
  wallets: [injectedModule(), devWallet({ networkSet: config.networkSet, chains: config.chains.map((c) => ({ chainId: Number(c.id), rpcUrl: c.rpcUrl })) })],
  chains: config.chains,
  appMetadata: { name: 'MetaWorld local', description: 'Wallet e2e page' },
  connect: { showSidebar: false },
  accountCenter: { desktop: { enabled: false }, mobile: { enabled: false } },
});

const out = (id: string, text: string) => {
  const el = document.getElementById(id);
  if (el) el.textContent = text;
};

function current(): WalletState {
  const wallet = onboard.state.get().wallets[0];
  if (!wallet) throw new Error('no wallet connected');
  return wallet;
}

async function token() {
  const signer = await new BrowserProvider(current().provider, 'any').getSigner();
  return new Contract(config.tokenAddress, ERC20, signer);
}

async function showBalance(): Promise<string> {
  const wallet = current();
  const address = wallet.accounts[0]?.address ?? '';
  const balance = formatUnits(await (await token()).getFunction('balanceOf')(address), 18);
  out('token-balance', balance);
  return balance;
}

onboard.state.select('wallets').subscribe((wallets) => {
  const w = wallets[0];
  out('wallet-label', w?.label ?? '');
  out('address', w?.accounts[0]?.address ?? '');
  out('chain', w?.chains[0]?.id ?? '');
});

document.getElementById('connect')?.addEventListener('click', async () => {
  const wallets = await onboard.connectWallet();
  if (wallets.length > 0) await showBalance();
});

/** Hooks the test drives through page.evaluate. */
(window as unknown as Record<string, unknown>).__page = {
  showBalance,
  async sendToken(to: string, amount: string): Promise<string> {
    try {
      const tx = await (await token()).getFunction('transfer')(to, parseUnits(amount, 18));
      await tx.wait();
      return `sent ${tx.hash}`;
    } catch (err) {
      const e = err as { code?: string; info?: { error?: { code?: number } }; error?: { code?: number } };
      return `failed ${e.code ?? ''} ${e.info?.error?.code ?? e.error?.code ?? ''}`.trim();
    }
  },
  async setChain(chainId: string): Promise<boolean> {
    return onboard.setChain({ chainId });
  },
  labels: () => onboard.state.get().walletModules.map((m) => m.label),
};
