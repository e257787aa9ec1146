// The app's one personal_sign: a text (a SIWE message for login or for registering a wallet) as UTF-8 hex, signed by
// the wallet. The dev wallet's personal_sign handler is the other side of this call.
import type { Eip1193Provider } from './active';

/** Hex of a UTF-8 text, as personal_sign takes it. */
export function utf8Hex(text: string): string {
  return `0x${Array.from(new TextEncoder().encode(text), (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/** Has the wallet sign `text` with `address`; a refusal rejects with the wallet's own error (4001). */
export async function personalSign(provider: Eip1193Provider, address: string, text: string): Promise<string> {
  const signature = await provider.request({ method: 'personal_sign', params: [utf8Hex(text), address] });
  if (typeof signature !== 'string') throw new Error('the wallet returned no signature');
  return signature;
}
