// Reads .data/deployments.json on demand; a missing or broken file means "no addresses", never a crash.
import { existsSync, statSync } from 'node:fs';
import { readDeployments, type Deployments } from '../../contracts/deployments';

export interface DeploymentsSource {
  get(): Deployments | undefined;
}

/** Re-reads the file when it changes, so chains started after the API are picked up. */
export function deploymentsFrom(path: string, log: (line: string) => void): DeploymentsSource {
  let cached: { mtime: number; value: Deployments | undefined } | undefined;
  return {
    get() {
      if (!existsSync(path)) return undefined;
      const mtime = statSync(path).mtimeMs;
      if (cached && cached.mtime === mtime) return cached.value;
      let value: Deployments | undefined;
      try {
        value = readDeployments(path);
      } catch {
        log(`[api] ${path} is not a valid deployments file; answering without contract addresses`);
      }
      cached = { mtime, value };
      return value;
    },
  };
}
