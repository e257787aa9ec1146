// The browser finder's order of preference and its install advice.
import { describe, expect, it } from 'vitest';
import { findChromium, INSTALL_HINT } from '../support/browser';

const only =
  (...paths: string[]) =>
  (p: string) =>
    paths.includes(p);

describe('findChromium', () => {
  it('prefers CHROMIUM_PATH', () => {
    expect(findChromium({ env: { CHROMIUM_PATH: '/opt/c' }, exists: only('/opt/c', '/usr/bin/chromium') })).toBe('/opt/c');
  });
  it('says so when CHROMIUM_PATH points nowhere', () => {
    expect(() => findChromium({ env: { CHROMIUM_PATH: '/nope' }, exists: only('/usr/bin/chromium') })).toThrow(/CHROMIUM_PATH is set to \/nope/);
  });
  it('falls back to Debian chromium, then to Playwright', () => {
    expect(findChromium({ env: {}, exists: only('/usr/bin/chromium') })).toBe('/usr/bin/chromium');
    expect(findChromium({ env: {}, exists: only('/pw/chrome'), playwrightPath: () => '/pw/chrome' })).toBe('/pw/chrome');
  });
  it('explains how to install one when none is found', () => {
    expect(() => findChromium({ env: {}, exists: only(), playwrightPath: () => '/pw/chrome' })).toThrow(INSTALL_HINT);
    expect(INSTALL_HINT).toMatch(/apt-get install -y chromium/);
  });
});
