// Vitest config of the cluster tests (npm run test:cluster): API instances as child processes on one PostgreSQL, one file at a time.
import { defineConfig } from 'vitest/config';
import { pathAliases } from '../../scripts/vite/aliases';

export default defineConfig({
  // The tsconfig.json path aliases (@common/*, @machines/*): this config does not extend vite.config.ts.
  resolve: { alias: pathAliases() },
  test: {
    include: ['tests/cluster/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 240_000,
    // Each file starts PostgreSQL databases, API processes and maybe a chain: two files at once overload a 2-core machine.
    fileParallelism: false,
  },
});
