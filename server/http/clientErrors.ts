// Requests Node's HTTP parser refuses before the app sees them (headers or URL too large, malformed) still get a JSON key.
import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { MESSAGE_KEYS } from '@common/api/envelope';

/** Replaces Node's bare 400/431 with the API's error shape, so a caller always finds a message key. */
export function answerClientErrors(server: unknown): void {
  // serve() returns an http.Server unless HTTP/2 is asked for, which this API does not use.
  (server as Server).on('clientError', (err: NodeJS.ErrnoException, socket: Duplex) => {
    if (err.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const tooLarge = err.code === 'HPE_HEADER_OVERFLOW';
    const status = tooLarge ? '431 Request Header Fields Too Large' : '400 Bad Request';
    const body = JSON.stringify({ error: MESSAGE_KEYS.invalidInput, message: tooLarge ? 'Request line or headers too large' : 'Malformed request' });
    socket.end(`HTTP/1.1 ${status}\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`);
  });
}
