// Wallet facts written once: the wallet type codes of spec section 3 (what a login stores and the API's walletType field carries) and an address's short form.

/** 9999 is ID login (no wallet). Google 3 and Facebook 5 are sns platform types, a separate list. */
export const WALLET_TYPE = {
  MetaMask: 1,
  Coinbase: 2,
  WalletConnect: 3,
  Fortmatic: 4,
  Bitski: 5,
  Clover: 6,
  IdLogin: 9999,
} as const;
export type WalletTypeCode = (typeof WALLET_TYPE)[keyof typeof WALLET_TYPE];
/** A code of a real wallet (every code but ID login). */
export type WalletCode = Exclude<WalletTypeCode, typeof WALLET_TYPE.IdLogin>;

/** Every code, ascending. */
export const WALLET_TYPE_CODES: readonly WalletTypeCode[] = Object.values(WALLET_TYPE).sort((a, b) => a - b);

export function isWalletTypeCode(value: unknown): value is WalletTypeCode {
  return typeof value === 'number' && (WALLET_TYPE_CODES as readonly number[]).includes(value);
}

/** True for a real wallet's code; false for ID login and for no code at all. */
export function isWalletCode(value: WalletTypeCode | null | undefined): value is WalletCode {
  return value !== null && value !== undefined && value !== WALLET_TYPE.IdLogin;
}

/** An address as people see it, 0x1234…abcd (first 6 and last 4 characters); anything 13 characters or shorter stays whole. */
export function shortenAddress(address: string): string {
  return address.length > 13 ? `${address.slice(0, 6)}…${address.slice(-4)}` : address;
}
