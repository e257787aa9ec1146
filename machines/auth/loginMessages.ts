// The login popup's message ids and which one a failed step shows (API answer, Google/Facebook step, or wallet).
import { apiErrorMessage, isApiError } from '../shared/apiErrors';
import { message, type Message } from '../shared/message';
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
