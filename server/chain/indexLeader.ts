// The advisory lock key of one chain index, so that of several API instances on one database one indexes a chain at a time.

/** A stable 32-bit key for an index's name (FNV-1a): the first half of the (name, chain id) advisory lock. */
export function indexLockKey(name: string): number {
  let h = 0x811c9dc5;
  for (const c of name) h = Math.imul(h ^ c.charCodeAt(0), 0x01000193);
  return h | 0;
}
