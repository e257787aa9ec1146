// The generated abi/ folder is exactly what the build step produces from contracts/*.sol (reproducible, not hand-edited).
import { mkdtempSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { expect, it } from 'vitest';
import { writeBuild } from '../../contracts/compile';

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? files(full) : [full];
  });
}

it('recompiles into a fresh folder byte for byte identical to the committed abi/', async () => {
  const out = mkdtempSync(join(tmpdir(), 'abi-'));
  await writeBuild(out);
  const committed = join(process.cwd(), 'abi');
  const listed = (dir: string) =>
    files(dir)
      .map((f) => relative(dir, f))
      .sort();
  expect(listed(committed)).toEqual(listed(out));
  for (const file of listed(out)) {
    expect(readFileSync(join(committed, file), 'utf8'), file).toBe(readFileSync(join(out, file), 'utf8'));
  }
}, 180_000);
