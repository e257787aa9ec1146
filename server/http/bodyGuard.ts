// Caps every request body as it arrives, chunked or not, so memory stays bounded whatever a client streams.
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { MESSAGE_KEYS } from '@common/api/envelope';

/** Largest body any route accepts: forms and JSON of this API are a few kilobytes. */
export const MAX_BODY_BYTES = 256 * 1024;

/**
 * hono's bodyLimit refuses a declared Content-Length over the cap before reading, and counts a chunked body chunk by
 * chunk, stopping at the first byte over. Connection: close makes the server drop the rest instead of draining it.
 */
export function bodyGuard(maxSize = MAX_BODY_BYTES): MiddlewareHandler {
  return bodyLimit({
    maxSize,
    onError: (c) => c.json({ error: MESSAGE_KEYS.invalidInput, message: 'Body too large' }, 413, { connection: 'close' }),
  });
}
