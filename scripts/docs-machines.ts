// `npm run docs:machines`: writes docs/machines from machines/registry.ts and removes pages of machines no longer there.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { machineRegistry } from '@machines/registry';
import { generateMachineDocs } from './docs-machines/generate';

const outDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'docs', 'machines');
const files = generateMachineDocs(machineRegistry);
const names = new Set(files.map((file) => file.name));

mkdirSync(outDir, { recursive: true });
for (const stale of readdirSync(outDir).filter((name) => name.endsWith('.md') && !names.has(name))) {
  rmSync(join(outDir, stale));
  console.log(`removed docs/machines/${stale}`);
}
for (const file of files) writeFileSync(join(outDir, file.name), file.content);
console.log(`wrote ${files.length} files to docs/machines`);
