// Shared steps of the staking specs: a stored session for a seed player, the local world's contracts, chain RPC helpers.
import type { Page } from '@playwright/test';
import { JsonRpcProvider, Wallet } from 'ethers';
import { readDeployments, type ChainDeployment } from '../../../contracts/deployments';
import { account, type AccountName } from '../../../contracts/seed/world';
import { connectWorld } from '../../../src/services/chain/contracts';
import { rpc } from '../../../scripts/chains/time';

export const DAY = 86_400;

export function world(chain: 'eth' | 'bsc' | 'pol' = 'bsc'): ChainDeployment {
  return readDeployments(process.env.E2E_DEPLOYMENTS)[chain];
}

/** Contracts of a chain, read-only or signed by a seed player. */
export function contracts(chain: 'eth' | 'bsc' | 'pol' = 'bsc', signer?: AccountName) {
  const d = world(chain);
  const provider = new JsonRpcProvider(d.rpcUrl, d.chainId, { staticNetwork: true });
  const runner = signer ? new Wallet(account(signer).privateKey, provider) : provider;
  return { d, provider, ...connectWorld(d.contracts, runner) };
}

export { rpc };

/**
 * Signs a seed player in the way the app reads a session (src/services/storage.ts: loginBy + userInfo), as a
 * MetaMask wallet user whose registered wallet is the player's own address. Call before page.goto.
 */
export async function signInAs(page: Page, name: AccountName): Promise<void> {
  const user = { id: `seed-${name}`, account: `${name}-wallet`, nickname: name, walletAddr: account(name).address, walletType: 1 };
  await page.addInitScript((u) => {
    window.localStorage.setItem('loginBy', 'wallet');
    window.localStorage.setItem('userInfo', JSON.stringify(u));
  }, user);
}

/** The wallet set-up the staking specs use: MetaMask-like, already connected to the site. */
export const CONNECTED_METAMASK = { name: 'MetaMask', rdns: 'io.metamask', isMetaMask: true, injectWindowEthereum: true, connected: true } as const;
