// Maps an API error (its message key) to the message a user reads; the flow's own failure text is the fallback, followed by the server's words.
import { message, type Message } from './message';

/** Server keys with a text of their own in the catalogs (the section 5 keys keep their ids). */
export const API_MESSAGE: Record<string, string> = {
  'error-msg-login-failed': 'api.loginFailed',
  'error-msg-wallet-not-registered': 'api.walletNotRegistered',
  'error-msg-siwe': 'api.siwe',
  'error-msg-rate-limit': 'api.rateLimit',
  'error-msg-auth': 'api.auth',
  'error-msg-pwd-wrong': 'api.passwordWrong',
  'error-msg-wallet-exists': 'api.walletExists',
  'error-msg-referral': 'api.referral',
  'error-msg-not-found': 'api.notFound',
  'error-msg-id': 'error-msg-id',
  'error-msg-id-check': 'error-msg-id-check',
  'error-msg-pwd': 'error-msg-pwd',
  'error-msg-email': 'error-msg-email',
  'error-msg-mobile': 'error-msg-mobile',
  'error-msg-mobile-check': 'error-msg-mobile-check',
  'error-msg-email-check': 'error-msg-email-check',
};

interface ApiErrorShape {
  key?: unknown;
  message?: unknown;
}

/** True for an error the API client threw (it carries a message key). */
export function isApiError(error: unknown): boolean {
  const key = (error as ApiErrorShape | null)?.key;
  return typeof key === 'string' && key.startsWith('error-msg-');
}

/**
 * The message for a failed API call: a key with its own text shows that text; anything else shows the
 * flow's failure text (e.g. 'Sign-up is failed') followed by what the server returned.
 */
export function apiErrorMessage(error: unknown, fallbackId: string): Message {
  const e = (error ?? {}) as ApiErrorShape;
  const key = typeof e.key === 'string' ? e.key : '';
  const known = API_MESSAGE[key];
  if (known) return message(known);
  const detail = typeof e.message === 'string' && e.message !== '' ? e.message : undefined;
  return message(fallbackId, undefined, detail);
}

/** Spec 8 for change password and edit profile: the flow's failure text followed by the text the API returned. */
export function apiFailureWithText(error: unknown, failureId: string): Message {
  const e = (error ?? {}) as ApiErrorShape;
  const detail = typeof e.message === 'string' && e.message !== '' ? e.message : undefined;
  return message(failureId, undefined, detail);
}
