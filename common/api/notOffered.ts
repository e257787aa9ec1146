// Tells "the back end does not offer this call" (an extension it lacks, common/api/extensions.ts) from any other failure.

/**
 * True for an API error (the client's ApiCallError, by shape) that says the call does not exist there: 501, or a 404
 * that is not the reference API's "no such record" (its unknown path says error-msg-no-endpoint; a foreign 404 page has
 * no key of ours). Read by services and by machines' guards alike.
 */
export function isNotOffered(error: unknown): boolean {
  const e = (error ?? {}) as { status?: unknown; key?: unknown };
  return e.status === 501 || (e.status === 404 && e.key !== 'error-msg-not-found');
}
