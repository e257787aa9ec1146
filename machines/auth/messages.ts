// The login popup's message ids and which one a failed step shows (API answer, Google/Facebook step, or wallet).
import { apiErrorMessage, isApiError } from '../shared/apiErrors';
import { message, type Message } from '../shared/message';
import { WALLET_MESSAGE } from '../shared/walletErrors';
import { walletStepMessage } from '../wallet/types';
import type { SnsFailure, SnsLoginError, SnsPlatform } from './types';

export const LOGIN_MESSAGE = {
  fillIn: 'login.fillIn',
  walletMismatch: 'login.walletMismatch',
  failed: 'login.failed',
  fourthLandTitle: 'fourthLand.title',
  fourthLandBody: 'fourthLand.body',
  snsNotConfigured: 'login.sns.notConfigured',
  snsBlocked: 'login.sns.blocked',
  snsClosed: 'login.sns.closed',
  snsDenied: 'login.sns.denied',
  snsFailed: 'login.sns.failed',
} as const;

/** Provider names as brands write them; they are not translated. */
const PLATFORM_NAME: Record<SnsPlatform, string> = { google: 'Google', facebook: 'Facebook' };

const SNS_FAILURE_MESSAGE: Record<SnsFailure, string> = {
  notConfigured: LOGIN_MESSAGE.snsNotConfigured,
  blocked: LOGIN_MESSAGE.snsBlocked,
  closed: LOGIN_MESSAGE.snsClosed,
  denied: LOGIN_MESSAGE.snsDenied,
  failed: LOGIN_MESSAGE.snsFailed,
};

function snsFailureMessage(error: unknown): Message | null {
  const e = error as Partial<SnsLoginError> | null;
  if (!e || typeof e.snsFailure !== 'string' || !(e.snsFailure in SNS_FAILURE_MESSAGE)) return null;
  const platform = e.platform === 'facebook' ? 'facebook' : 'google';
  return message(SNS_FAILURE_MESSAGE[e.snsFailure], { platform: PLATFORM_NAME[platform] }, e.detail ? `(${e.detail})` : undefined);
}

/** What the popup shows for a failed login step: the API's answer, the provider step's, or the wallet's. */
export const loginFailureMessage = (error: unknown): Message =>
  isApiError(error) ? apiErrorMessage(error, LOGIN_MESSAGE.failed) : (snsFailureMessage(error) ?? walletStepMessage(error));

/** The user said no in the wallet: the popup shows it and the user retries there, with no alert to dismiss. */
const QUIET = new Set<string>([WALLET_MESSAGE.userRejected, WALLET_MESSAGE.userDeclined, WALLET_MESSAGE.userCancelled]);

/** The code a failed wallet login step carries: the wallet's (4001, -32002, ...), the helper's (400..403) or the API's HTTP status. */
function codeOf(error: unknown): string | null {
  const e = (error ?? {}) as { code?: unknown; status?: unknown; helperCode?: unknown };
  for (const c of [e.helperCode, e.code, e.status]) if (typeof c === 'number' || (typeof c === 'string' && c !== '')) return String(c);
  return null;
}

/**
 * Spec 8: a wallet login failure shows the alert overlay with the translated message and the code (so the production
 * captcha of spec 2 is reached); null for the user's own refusal, which stays in the popup.
 */
export function walletLoginAlert(error: unknown): Message | null {
  const m = loginFailureMessage(error);
  if (QUIET.has(m.id)) return null;
  if (m.detail !== undefined) return m;
  const code = codeOf(error);
  return code === null ? m : message(m.id, m.values, `(${code})`);
}
