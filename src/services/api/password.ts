// The hash the front end applies to a raw password before sending it: SHA-256, lowercase hex (WebCrypto).
export async function hashPasswordForApi(raw: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(raw));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}
