// Vitest config for the Chromium wallet test (npm run test:wallet): one file at a time, generous time-outs.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/e2e/wallet/**/*.e2e.test.ts'],
    testTimeout: 90_000,
    hookTimeout: 240_000,
    fileParallelism: false,
  },
});
