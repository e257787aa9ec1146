// Vitest projects: fast unit and machine tests, the reference API's tests, and the contract tests.
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';

// The app's Vite config comes along so the lingui macro compiles in tests as in the build.
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            include: ['common/**/*.test.ts', 'machines/**/*.test.ts', 'src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}'],
            exclude: ['src/services/api/**', 'src/services/chain/**', 'node_modules/**'],
            // The model tests replay every edge of a graph: about 1 to 2 s alone, several times that when every core is
            // busy with the other test files. Wall-clock speed is measured by the benches, not here.
            testTimeout: 20_000,
          },
        },
        {
          extends: true,
          test: {
            name: 'server',
            include: ['tests/server/**/*.test.ts', 'server/**/*.test.ts', 'src/services/api/**/*.test.ts'],
            testTimeout: 30_000,
            hookTimeout: 60_000,
          },
        },
        {
          extends: true,
          test: {
            name: 'contracts',
            include: ['tests/contracts/**/*.test.ts', 'contracts/**/*.test.ts', 'src/services/chain/**/*.test.ts'],
            testTimeout: 60_000,
            hookTimeout: 120_000,
          },
        },
      ],
    },
  }),
);
