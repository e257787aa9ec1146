// Wallet type codes of spec 3 from web3-onboard's wallet labels, and back; pure and light.
import { WALLET_TYPE, type WalletCode } from '@common/domain/wallet';

/** localStorage key of the label of the wallet the user logged in with (reconnected silently on the next visit). */
export const WALLET_LABEL_KEY = 'walletLabel';

/** web3-onboard's label of each wallet the spec names. */
export const WALLET_LABEL: Record<WalletCode, string> = {
  [WALLET_TYPE.MetaMask]: 'MetaMask',
  [WALLET_TYPE.Coinbase]: 'Coinbase Wallet',
  [WALLET_TYPE.WalletConnect]: 'WalletConnect',
  [WALLET_TYPE.Fortmatic]: 'Fortmatic',
  [WALLET_TYPE.Bitski]: 'Bitski',
  [WALLET_TYPE.Clover]: 'Clover',
};

/**
 * The spec's code for a connected wallet. Any other injected or EIP-6963 wallet (and the dev wallet) counts as
 * 1: it is an injected EIP-1193 wallet that behaves as MetaMask does (chain changes reload the page).
 */
export function walletTypeOfLabel(label: string): WalletCode {
  const normalised = label.trim().toLowerCase();
  for (const [code, name] of Object.entries(WALLET_LABEL)) {
    if (name.toLowerCase() === normalised) return Number(code) as WalletCode;
  }
  if (normalised.startsWith('coinbase')) return WALLET_TYPE.Coinbase;
  if (normalised.startsWith('clover')) return WALLET_TYPE.Clover;
  return WALLET_TYPE.MetaMask;
}
