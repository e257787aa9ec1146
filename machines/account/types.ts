// The account popups' actor ports, written once: the placeholders, src/features/account/actors and its services all use them.
import type { WalletTypeCode } from '../app/sessionMachine';
import type { WalletConnection } from '../wallet/types';

/** loadProfile: the profile kept with the login (user cookie). */
export interface Profile {
  account: string;
  name: string;
  email: string;
  phone: string;
  country: string;
  gender: '' | 'M' | 'F';
  birth: string;
  affiliation: string;
  department: string;
  position: string;
}

/** updateProfile: member_update_ex; the current password confirms the change. */
export type UpdateProfileInput = Profile & { password: string };

/** changePassword: the current password and the new one. */
export interface ChangePasswordInput {
  current: string;
  next: string;
}

/** fetchAddress: the browser wallet of this type (null: the one the user picks) gives its address. */
export interface FetchAddressInput {
  walletType: WalletTypeCode | null;
}

/** addWallet: the new wallet signs a SIWE message, then member_wallet_create. */
export interface AddWalletInput {
  connection: WalletConnection;
}
