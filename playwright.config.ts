// Playwright: end-to-end tests in Debian's Chromium against the production build served locally.
import { defineConfig } from '@playwright/test';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from './tests/support/browser';
import { holdE2eLock } from './tests/support/e2eLock';

// Workers load this file too, and so do tools that only read it (knip in the static step): only the Playwright runner
// itself waits for and holds the lock.
const isRunner = !process.env.TEST_WORKER_INDEX && /playwright/.test(process.argv[1] ?? '');
if (isRunner) holdE2eLock();

const PORT = Number(process.env.E2E_PORT ?? 4173);
/** API_PROFILE=spec: the API serves only the spec's calls (npm test's e2e-spec step runs the @spec tests so). */
const SPEC_PROFILE = process.env.API_PROFILE === 'spec';

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  // The local world (chains + API) on the default ports the production build points at.
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  reporter: [['list']],
  timeout: 60_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: { executablePath: findChromium({ playwrightPath: () => chromium.executablePath() }), args: CHROMIUM_ARGS },
    trace: 'off',
  },
  projects: [
    // tests/e2e/specProfile/ and the features' specProfile.spec.ts assert what a spec-only back end lacks (404
    // extensions) or reuse other specs' accounts: they run only under API_PROFILE=spec. Other @spec tests run in both.
    {
      name: 'chromium',
      testIgnore: ['**/staking/lifecycle.spec.ts', ...(SPEC_PROFILE ? [] : ['**/specProfile/**', '**/specProfile.spec.ts'])],
    },
    // Time travel on the shared chains: runs alone, after every other spec (and reverts the chain at its end).
    { name: 'staking-lifecycle', testMatch: '**/staking/lifecycle.spec.ts', dependencies: ['chromium'] },
  ],
  webServer: {
    command: `npx vite preview --port ${PORT} --strictPort`,
    url: `http://127.0.0.1:${PORT}/en/home`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
