// Launches the machine's Chromium (no browser download) with the project's shared flags, for the vitest-run wallet test.
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../../support/browser';

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
}
