// Page chunk loading limits: a chunk that does not arrive within the spec's 120 s fails as a PageLoadError, and any
// failed chunk (offline, or a file a newer deployment removed) is told apart from a page's own error by isChunkLoadError.
import { TIMING } from '@machines/constants';

/** A page's code could not be loaded: the reload offer shows (ChunkErrorBoundary). */
export class PageLoadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PageLoadError';
  }
}

/** Rejects with a PageLoadError when `load` has not settled after `ms` (default: the spec's chunk load time-out). */
export function withChunkTimeout<T>(load: Promise<T>, ms: number = TIMING.chunkLoadTimeoutMs): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new PageLoadError(`Page chunk did not load within ${ms / 1000} s`)), ms);
    load.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

// What browsers say when import() cannot fetch or evaluate a module (Chromium, Firefox, Safari), and Vite's preload failure.
const CHUNK_FAILURE = /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i;

/** True for a chunk that did not load (time-out, network, a deploy that replaced it); false for a page that threw. */
export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof PageLoadError) return true;
  return error instanceof Error && (error.name === 'ChunkLoadError' || CHUNK_FAILURE.test(error.message));
}
