// The wire conventions every call shares: the form envelope (key, value, usedomain) and the error answer.
import { z } from 'zod/mini';

/**
 * Fixed fields of every form-encoded POST (spec 7). key is the public client key (not a secret),
 * value a client-chosen request tag, usedomain the host the front end runs on.
 */
export const envelope = z.object({
  key: z.string({ error: 'error-msg-envelope' }).check(z.minLength(1, 'error-msg-envelope'), z.maxLength(64, 'error-msg-envelope')),
  value: z.string({ error: 'error-msg-envelope' }).check(z.maxLength(200, 'error-msg-envelope')),
  usedomain: z.string({ error: 'error-msg-envelope' }).check(z.minLength(1, 'error-msg-envelope'), z.maxLength(255, 'error-msg-envelope')),
});
export type Envelope = z.infer<typeof envelope>;

/** Default public client key of the local world. */
export const LOCAL_CLIENT_KEY = 'metaworld-web';

/** Every non-2xx answer has this body. error is a message key, message English text for logs. */
export const errorAnswer = z.object({
  error: z.string(),
  message: z.string(),
  field: z.optional(z.string()),
});

/** `{ data: 'success' }` answers. */
export const successAnswer = z.object({ data: z.literal('success') });

export const MESSAGE_KEYS = {
  invalidInput: 'error-msg-invalid-input',
  envelope: 'error-msg-envelope',
  contentType: 'error-msg-content-type',
  auth: 'error-msg-auth',
  forbidden: 'error-msg-forbidden',
  notFound: 'error-msg-not-found',
  /** 404 for a path the server does not have (an unknown call, or an extension it does not offer). */
  noEndpoint: 'error-msg-no-endpoint',
  rateLimit: 'error-msg-rate-limit',
  conflict: 'error-msg-conflict',
  server: 'error-msg-server',
} as const;
