// What index.html preloads besides the entry (vite.config.ts, firstPagePreload): a chunk's static imports, and the API
// client that every page's first call (the start-up data) loads, each without what the entry already brings.
import type { Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/**
 * Modules the first API call imports (src/app/startup/startupActors.ts, src/services/api/appClient.ts): every route
 * fetches their chunks right after the first render, one round trip after the entry ran, unless the HTML names them.
 */
export const FIRST_CALL_MODULES = ['src/services/api/client.ts', 'common/api/paths.ts', 'common/api/startup.ts', 'src/services/api/duplicateGuard.ts'];

const chunksOf = (bundle: OutputBundle): OutputChunk[] => Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');

/** A chunk's file and every chunk it imports statically (the browser needs them all before it runs). */
export function staticClosure(bundle: OutputBundle, fileName: string, seen = new Set<string>()): Set<string> {
  const chunk = bundle[fileName];
  if (seen.has(fileName) || chunk?.type !== 'chunk') return seen;
  seen.add(fileName);
  for (const dep of chunk.imports) staticClosure(bundle, dep, seen);
  return seen;
}

/** The files to preload for these chunks: their static closures, minus what the entry loads anyway. */
export function preloadList(bundle: OutputBundle, fileNames: string[]): string[] {
  const entry = chunksOf(bundle).find((c) => c.isEntry);
  const skip = entry ? staticClosure(bundle, entry.fileName) : new Set<string>();
  const out = new Set<string>();
  for (const file of fileNames) for (const dep of staticClosure(bundle, file)) if (!skip.has(dep)) out.add(dep);
  return [...out];
}

/** The chunks holding the first call's modules, with their static imports. */
export function firstCallFiles(bundle: OutputBundle): string[] {
  const holding = chunksOf(bundle).filter((c) => c.moduleIds.some((id) => FIRST_CALL_MODULES.some((m) => id.endsWith(`/${m}`))));
  return preloadList(
    bundle,
    holding.map((c) => c.fileName),
  );
}
