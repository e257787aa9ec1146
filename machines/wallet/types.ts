// Types every wallet flow shares: a connection the wallet reported, the wallet helper codes, balances, the wallet
// session's events and actor ports.
import type { WalletTypeCode } from '../app/sessionMachine';
import { message, type Message } from '../shared/message';
import { isUserRejection, walletErrorMessage } from '../shared/walletErrors';

/** What connecting a wallet yields. */
export interface WalletConnection {
  address: string;
  chainId: number;
  walletType: WalletTypeCode;
  /** The wallet's own name (web3-onboard label), shown in the user menu. */
  label: string;
}

/** Balances in wei as decimal strings; null when that balance could not be read. */
export interface Balances {
  /** Game token on the current chain. */
  token: string | null;
  /** Game token on the Polygon network of the set. */
  polygon: string | null;
  /** Native coin of the current chain. */
  native: string | null;
  /** DVG earned by staking on the current chain (dvi_reward_search, spec 1: staking yields DVG); absent when not asked. */
  dvg?: string | null;
}

/** Result codes of the wallet helper (spec 8): 200 success, 400 no ethereum, 401 error or unsupported, 402 MetaMask check failed, 403 no account. */
export type WalletHelperCode = 200 | 400 | 401 | 402 | 403;

/** What a helper error knows beyond its code: the wallet was MetaMask, the account it gave was not an address. */
export interface WalletHelperFacts {
  metamask?: boolean;
  invalidAccount?: boolean;
}

/** The error the wallet service throws for a helper code other than 200. */
export class WalletHelperError extends Error {
  constructor(
    readonly helperCode: Exclude<WalletHelperCode, 200>,
    override readonly cause?: unknown,
    readonly facts: WalletHelperFacts = {},
  ) {
    super(`wallet helper ${helperCode}`);
    this.name = 'WalletHelperError';
  }
}

/** Spec 8's MetaMask texts: the account request failed (401), the account it gave is not a wallet address (403). */
export const METAMASK_MESSAGE = {
  requestFailed: 'wallet.metamask.requestFailed',
  invalidAccount: 'wallet.metamask.invalidAccount',
} as const;

export const HELPER_MESSAGE: Record<Exclude<WalletHelperCode, 200>, string> = {
  400: 'wallet.helper.noEthereum',
  401: 'wallet.helper.failed',
  402: 'wallet.helper.metamaskCheck',
  403: 'wallet.helper.noAccount',
};

function helperCodeOf(error: unknown): Exclude<WalletHelperCode, 200> | null {
  const code = (error as { helperCode?: unknown } | null)?.helperCode;
  return code === 400 || code === 401 || code === 402 || code === 403 ? code : null;
}

/** The message for a failed wallet step: the helper code's text, or the section 8 wallet text (4001 and friends) with the code. */
export function walletStepMessage(error: unknown): Message {
  const helper = helperCodeOf(error);
  if (helper !== null) {
    const { cause, facts = {} } = error as WalletHelperError;
    // The user saying no keeps the wallet's own section 8 text; any other failure of MetaMask's account request is
    // spec 8's 'Error on request metamask account'.
    if (helper === 401 && cause !== undefined && (!facts.metamask || isUserRejection(cause))) return walletStepMessage(cause);
    if (helper === 401 && facts.metamask) return message(METAMASK_MESSAGE.requestFailed, undefined, `(${helper})`);
    if (helper === 403 && facts.metamask && facts.invalidAccount) return message(METAMASK_MESSAGE.invalidAccount, undefined, `(${helper})`);
    return message(HELPER_MESSAGE[helper], undefined, `(${helper})`);
  }
  const m = walletErrorMessage(error);
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'number' && m.detail === undefined ? message(m.id, m.values, `(${code})`) : m;
}

/** The wallet helper code of an error, 401 when it carries none (spec 8: 'error on wallet url' plus the code). */
export function helperCode(error: unknown): Exclude<WalletHelperCode, 200> {
  return helperCodeOf(error) ?? 401;
}

// ---- events and actor ports of the wallet session (walletMachine) ----

/** Events the EIP-1193 bridge (watchWallet) reports. */
export type WalletProviderEvent =
  { type: 'WALLET.CHAIN_CHANGED'; chainId: number } | { type: 'WALLET.ACCOUNTS_CHANGED'; accounts: string[] } | { type: 'WALLET.PROVIDER_DISCONNECTED' };

/** What the wallet session hears: the bridge's events, the user's choices, a balance refresh. */
export type WalletSessionEvent =
  | WalletProviderEvent
  | { type: 'WALLET.RESTORE' }
  | { type: 'WALLET.CONNECTED'; connection: WalletConnection }
  | { type: 'WALLET.SELECT_NETWORK'; chainId: number }
  | { type: 'WALLET.REFRESH_BALANCES' }
  | { type: 'WALLET.DISCONNECT' }
  | { type: 'BALANCES.RELOAD' };

/** reconnectWallet, watchWallet, readAccount: the wallet of this type the session restored. */
export interface WalletTypeInput {
  walletType: WalletTypeCode;
}

/** readBalances: the native and token balances of an address on a chain. */
export interface ReadBalancesInput {
  address: string;
  chainId: number;
}

/** disconnectWallet: the wallet of this type (null: none known) is let go. */
export interface DisconnectWalletInput {
  walletType: WalletTypeCode | null;
}
