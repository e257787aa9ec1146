// Vite plugin: source maps are made ('hidden': no sourceMappingURL comment) and, with the build manifest (.vite/, which
// lists every module path), moved out of the served folder into .data/sourcemaps/<outDir's name>/, where
// scripts/size.ts reads them; nothing under dist/ points at or holds a map or the manifest.
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';

/** Where the maps of a build into `outDir` are kept (outside it). */
/** The build manifest of a build into `outDir`, kept with its maps. */
export const manifestPathOf = (root: string, outDir: string) => join(sourcemapDirOf(root, outDir), '.vite', 'manifest.json');

export function sourcemapDirOf(root: string, outDir: string): string {
  return join(root, '.data', 'sourcemaps', basename(resolve(root, outDir)));
}

function mapsUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.map'));
}

export function privateSourcemapsPlugin(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'private-sourcemaps',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle() {
      const out = resolve(config.root, config.build.outDir);
      const target = sourcemapDirOf(config.root, config.build.outDir);
      rmSync(target, { recursive: true, force: true });
      for (const file of mapsUnder(out)) {
        const to = join(target, relative(out, join(out, file)));
        mkdirSync(dirname(to), { recursive: true });
        renameSync(join(out, file), to);
      }
      if (existsSync(join(out, '.vite'))) {
        mkdirSync(target, { recursive: true });
        renameSync(join(out, '.vite'), join(target, '.vite'));
      }
    },
  };
}
