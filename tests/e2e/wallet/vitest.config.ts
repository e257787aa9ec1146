// Vitest config for the Chromium wallet test (npm run test:wallet): one file at a time, generous time-outs.
import { defineConfig } from 'vitest/config';
import { pathAliases } from '../../../scripts/vite/aliases';

export default defineConfig({
  // The tsconfig.json path aliases (@common/*, @machines/*): this config does not extend vite.config.ts.
  resolve: { alias: pathAliases() },
  test: {
    include: ['tests/e2e/wallet/**/*.e2e.test.ts'],
    testTimeout: 90_000,
    hookTimeout: 240_000,
    fileParallelism: false,
  },
});
