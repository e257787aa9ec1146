// Playwright: end-to-end tests in Debian's Chromium against the production build served locally.
import { defineConfig } from '@playwright/test';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from './tests/support/browser';
import { holdE2eLock } from './tests/support/e2eLock';

// Workers load this file too; only the runner itself waits for and holds the lock.
if (!process.env.TEST_WORKER_INDEX) holdE2eLock();

const PORT = Number(process.env.E2E_PORT ?? 4173);

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  // The local world (chains + API) on the default ports the production build points at.
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  // Tests titled @spec drive a back end serving only the spec's calls: they run with API_PROFILE=spec (their own
  // world), never against the full API, whose extensions they would not see missing.
  grepInvert: process.env.API_PROFILE === 'spec' ? undefined : /@spec/,
  reporter: [['list']],
  timeout: 60_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: { executablePath: findChromium({ playwrightPath: () => chromium.executablePath() }), args: CHROMIUM_ARGS },
    trace: 'off',
  },
  projects: [
    { name: 'chromium', testIgnore: '**/staking/lifecycle.spec.ts' },
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
