// Hardening round 2 (issue 24): after a build, neither the source maps nor the manifest (.vite/manifest.json lists every
// module path) stay in the published folder; both are kept where scripts/size.ts reads them.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { ResolvedConfig } from 'vite';
import { manifestPathOf, privateSourcemapsPlugin, sourcemapDirOf } from '../../scripts/vite/sourcemaps';

const root = mkdtempSync(join(tmpdir(), 'mw-build-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('private build files', () => {
  it('moves the maps and the manifest out of dist/', () => {
    const out = join(root, 'dist');
    mkdirSync(join(out, '.vite'), { recursive: true });
    mkdirSync(join(out, 'assets'), { recursive: true });
    writeFileSync(join(out, 'assets', 'index.js'), 'x');
    writeFileSync(join(out, 'assets', 'index.js.map'), '{}');
    writeFileSync(join(out, '.vite', 'manifest.json'), '{"src/main.tsx":{"file":"assets/index.js","isEntry":true}}');
    const plugin = privateSourcemapsPlugin() as unknown as { configResolved(c: ResolvedConfig): void; writeBundle(): void };
    plugin.configResolved({ root, build: { outDir: 'dist' } } as ResolvedConfig);
    plugin.writeBundle();
    expect(existsSync(join(out, '.vite'))).toBe(false);
    expect(existsSync(join(out, 'assets', 'index.js.map'))).toBe(false);
    expect(existsSync(join(out, 'assets', 'index.js'))).toBe(true);
    expect(JSON.parse(readFileSync(manifestPathOf(root, 'dist'), 'utf8'))['src/main.tsx'].isEntry).toBe(true);
    expect(existsSync(join(sourcemapDirOf(root, 'dist'), 'assets', 'index.js.map'))).toBe(true);
  });
});
