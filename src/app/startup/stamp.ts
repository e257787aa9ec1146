// The cache-busting stamp of the start-up data: the build's id (the entry chunk's hashed file name) and the hour, so a
// deploy or a new hour fetches the files afresh while reloads within the hour may use the browser's cache.
const HOUR_MS = 3_600_000;

/** `<entry file name>-<hours since the epoch>`, e.g. `index-D3xk9.js-493920`. */
export function startupStamp(entryUrl: string, nowMs: number): string {
  const file = new URL(entryUrl).pathname.split('/').pop() || 'dev';
  return `${file}-${Math.floor(nowMs / HOUR_MS)}`;
}
