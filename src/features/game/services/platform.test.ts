// Platform detection: userAgentData first, then the user agent string; phones and Linux get no suggestion.
import { describe, expect, it } from 'vitest';
import { detectPlatform, suggestedPlatforms } from './platform';

const WIN_UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const MAC_UA = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
const IPHONE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const LINUX_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

describe('detectPlatform', () => {
  it.each([
    ['Windows by userAgentData', { userAgentData: { platform: 'Windows' }, userAgent: MAC_UA }, 'WINDOWS'],
    ['macOS by userAgentData', { userAgentData: { platform: 'macOS' }, userAgent: WIN_UA }, 'MAC'],
    ['Linux by userAgentData, whatever the string says', { userAgentData: { platform: 'Linux' }, userAgent: WIN_UA }, null],
    ['Windows by the user agent', { userAgent: WIN_UA }, 'WINDOWS'],
    ['Mac by the user agent (Safari has no userAgentData)', { userAgent: MAC_UA }, 'MAC'],
    ['an empty userAgentData platform falls back to the string', { userAgentData: { platform: '' }, userAgent: MAC_UA }, 'MAC'],
    ['an iPhone is not a Mac', { userAgent: IPHONE_UA }, null],
    ['Linux', { userAgent: LINUX_UA }, null],
    ['nothing known', {}, null],
  ] as const)('%s', (_, hints, expected) => {
    expect(detectPlatform(hints)).toBe(expected);
  });
});

describe('suggestedPlatforms', () => {
  it('puts the visitor platform first', () => {
    expect(suggestedPlatforms({ userAgent: MAC_UA })).toEqual(['MAC', 'WINDOWS']);
    expect(suggestedPlatforms({ userAgent: WIN_UA })).toEqual(['WINDOWS', 'MAC']);
  });
  it('offers both, Windows first, when the platform is unknown', () => {
    expect(suggestedPlatforms({ userAgent: LINUX_UA })).toEqual(['WINDOWS', 'MAC']);
  });
});
