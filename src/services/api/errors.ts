// The error the API client throws: the HTTP status and the message key the server (or local validation) gave.
import { MESSAGE_KEYS } from '../../../common/api/envelope';

export class ApiCallError extends Error {
  constructor(
    readonly status: number,
    readonly key: string,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'ApiCallError';
  }
}

/**
 * True when the back end does not offer the call (an extension, common/api/extensions.ts): 501, or a 404 that is not
 * the reference API's "no such record" (its unknown path says error-msg-no-endpoint; a foreign 404 has no such key).
 */
export function isNotOffered(error: unknown): boolean {
  return error instanceof ApiCallError && (error.status === 501 || (error.status === 404 && error.key !== MESSAGE_KEYS.notFound));
}
