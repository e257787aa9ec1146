// Section 5 staking and claim rules as pure functions: each returns the section 8 message to show, or null when the rule holds.
import { message, type Message } from '../shared/message';
import { STAKING_MESSAGE } from './messages';
import type { WalletInfo } from './types';
import { sameAddress } from '@common/domain/address';

/**
 * Staking (and unlocking) requires a connected wallet equal to the account's registered wallet, on a supported
 * network, on the network of the chosen land area; checked in that order.
 */
export function stakingWalletProblem(
  wallet: WalletInfo | null,
  registeredAddress: string | null,
  supportedChainIds: readonly number[],
  areaChainId: number,
): Message | null {
  if (!wallet) return message(STAKING_MESSAGE.connectWallet);
  if (!registeredAddress || !sameAddress(wallet.address, registeredAddress)) return message(STAKING_MESSAGE.wrongAccount);
  if (!supportedChainIds.includes(wallet.chainId)) return message('error.unsupportedNetwork');
  if (wallet.chainId !== areaChainId) return message(STAKING_MESSAGE.areaNetwork);
  return null;
}

/**
 * Claiming requires the wallet chain to equal the campaign chain and, for MetaMask, the connected account to equal
 * the stored account. Stricter reading (docs/decisions.md): every wallet type must match the stored account.
 */
export function claimWalletProblem(wallet: WalletInfo | null, registeredAddress: string | null, campaignChainId: number): Message | null {
  if (!wallet) return message(STAKING_MESSAGE.connectWallet);
  if (wallet.chainId !== campaignChainId) return message(STAKING_MESSAGE.wrongNetwork);
  if (!registeredAddress || !sameAddress(wallet.address, registeredAddress)) return message(STAKING_MESSAGE.wrongAccount);
  return null;
}
