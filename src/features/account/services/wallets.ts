// Wallets of the account: the registered list, an address fetched from the browser wallet, and registering it (the wallet signs SIWE where offered).
import type { WalletTypeCode } from '@machines/app/sessionMachine';
import { WALLET_TYPE } from '@machines/app/sessionMachine';
import { WalletHelperError, type WalletConnection } from '@machines/wallet/types';
import { buildSiweMessage, SIWE_STATEMENT } from '@common/api/siwe';
import { isNotOffered } from '@common/api/notOffered';
import { readStoredSession } from '../../../services/storage';
import { personalSign } from '../../../services/wallet/personalSign';
import type { AccountDeps } from './deps';

/** The signed-in account ('' for wallet-only and Google/Facebook users). */
export function currentAccount(deps: AccountDeps): string {
  return readStoredSession(deps.storage())?.user?.account ?? '';
}

/** Addresses registered to the signed-in account. */
export async function listWallets(deps: AccountDeps): Promise<string[]> {
  const answer = await (await deps.api()).listWallets(currentAccount(deps));
  return answer.data.rows.map((r) => r.wallet_addr);
}

/**
 * Asks the browser wallet for its account and chain (the wallet may prompt). Helper codes of spec 8:
 * 400 no wallet, 403 no account, 401 a failed request (the wallet's own error as cause).
 */
export async function fetchAddress(deps: AccountDeps, walletType: WalletTypeCode | null): Promise<WalletConnection> {
  const provider = deps.provider();
  if (!provider) throw new WalletHelperError(400);
  let accounts: unknown;
  let chainHex: unknown;
  try {
    accounts = await provider.request({ method: 'eth_requestAccounts' });
    chainHex = await provider.request({ method: 'eth_chainId' });
  } catch (error) {
    throw new WalletHelperError(401, error);
  }
  const address = Array.isArray(accounts) && typeof accounts[0] === 'string' ? accounts[0] : null;
  if (!address) throw new WalletHelperError(403);
  const { getAddress } = await import('ethers');
  return {
    address: getAddress(address),
    chainId: Number(chainHex),
    walletType: walletType ?? WALLET_TYPE.MetaMask,
    label: 'Browser wallet',
  };
}

/**
 * The wallet signs a SIWE message around a fresh nonce; member_wallet_create registers it to the session's account.
 * A back end without the siwe_nonce extension gets the spec's member_wallet_create (account, wallet_addr) unsigned.
 */
export async function registerWallet(deps: AccountDeps, account: string, connection: WalletConnection): Promise<void> {
  const provider = deps.provider();
  if (!provider) throw new WalletHelperError(400);
  const api = await deps.api();
  const nonce = await api.siweNonce(connection.address).catch((error: unknown) => {
    if (isNotOffered(error)) return null;
    throw error;
  });
  if (nonce === null) {
    await api.addWalletUnsigned({ account, wallet_addr: connection.address });
    return;
  }
  const site = deps.site();
  const text = buildSiweMessage({
    domain: site.host,
    address: connection.address,
    statement: SIWE_STATEMENT,
    uri: site.origin,
    chainId: connection.chainId,
    nonce: nonce.data.nonce,
    issuedAt: deps.now(),
  });
  let signature: string;
  try {
    signature = await personalSign(provider, connection.address, text);
  } catch (error) {
    throw new WalletHelperError(401, error);
  }
  await api.addWallet({ account, wallet_addr: connection.address, message: text, signature });
}

export async function addWallet(deps: AccountDeps, connection: WalletConnection): Promise<void> {
  await registerWallet(deps, currentAccount(deps), connection);
}
