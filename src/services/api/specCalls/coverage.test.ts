// Guard: every call of spec 7 that the front end makes (a SPEC_CALLS entry with a key) has a contract case in this folder.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SPEC_CALLS } from '@common/api/specCalls';

const here = dirname(fileURLToPath(import.meta.url));

/** The keys named by specCase('<key>', …) in the contract files (read as text: importing them would run their worlds). */
function coveredKeys(): Set<string> {
  const keys = new Set<string>();
  for (const f of readdirSync(here).filter((n) => n.endsWith('.contract.test.ts'))) {
    for (const m of readFileSync(join(here, f), 'utf8').matchAll(/specCase\(\s*'([A-Za-z0-9_]+)'/g)) keys.add(m[1]!);
  }
  return keys;
}

describe('spec call contract coverage', () => {
  it('has a contract case for every SPEC_CALLS entry with a key, and none for a key SPEC_CALLS lacks', () => {
    const covered = coveredKeys();
    const wanted = SPEC_CALLS.flatMap((c) => (c.key ? [c.key] : []));
    expect(wanted.filter((k) => !covered.has(k))).toEqual([]);
    expect([...covered].filter((k) => !wanted.includes(k))).toEqual([]);
  });
});
