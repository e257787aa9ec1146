// Bitski's OAuth redirect lands on walletconnect/bitski (in the sign-in popup): the SDK finishes the sign-in there and
// closes the popup, instead of its callback.html, which would load a script from Bitski's CDN.

/** True when the address is an OAuth answer (code or error with a state), not a visitor's deep link. */
export function isOAuthAnswer(search: string): boolean {
  const q = new URLSearchParams(search);
  return q.has('state') && (q.has('code') || q.has('error'));
}

/** Hands the answer to the SDK when this page is one; the SDK is loaded only then. */
export async function completeBitskiSignIn(search: string): Promise<boolean> {
  if (!isOAuthAnswer(search)) return false;
  const { Bitski } = await import('bitski');
  Bitski.callback();
  return true;
}
