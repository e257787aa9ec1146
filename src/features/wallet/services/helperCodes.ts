// Spec 8's wallet helper codes for a connect: which code a failed account request, a missing MetaMask or an odd account gets.
import { WalletHelperError } from '@machines/wallet/types';

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/** What the page's injected provider says of itself (window.ethereum), as far as the MetaMask check needs it. */
export interface InjectedFacts {
  isMetaMask?: boolean;
}

/**
 * The error a failed connect becomes. MetaMask asked for and not found while another injected wallet is there is the
 * MetaMask check failing (402), not 'no ethereum' (400); any other failure of the account request is 401, marked as
 * MetaMask's when MetaMask was asked for (the alert then says 'Error on request metamask account').
 */
export function connectFailure(error: unknown, wantsMetaMask: boolean, injected: InjectedFacts | null | undefined): WalletHelperError {
  if (error instanceof WalletHelperError) {
    if (error.helperCode === 400 && wantsMetaMask && injected && !injected.isMetaMask) return new WalletHelperError(402, undefined, { metamask: true });
    return error;
  }
  return new WalletHelperError(401, error, { metamask: wantsMetaMask });
}

/** The account a wallet gave: none is 403; something that is not an address is 403 too, said as MetaMask's invalid account. */
export function checkedAccount(address: string | undefined, metamask: boolean): string {
  if (!address) throw new WalletHelperError(403, undefined, { metamask });
  if (!ADDRESS.test(address)) throw new WalletHelperError(403, undefined, { metamask, invalidAccount: true });
  return address;
}
