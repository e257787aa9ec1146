// The visitor's own platform first: read from navigator.userAgentData (Chromium) or the user agent string.
import { PLATFORMS, type Platform } from '@machines/game/types';

/** What the browser tells about itself (navigator's fields; userAgentData only in Chromium browsers). */
export interface BrowserHints {
  userAgentData?: { platform?: string } | undefined;
  userAgent?: string;
}

/** The client platform this browser runs on, or null (Linux, phones, unknown). */
export function detectPlatform(hints: BrowserHints): Platform | null {
  const platform = hints.userAgentData?.platform?.toLowerCase() ?? '';
  if (platform.startsWith('win')) return 'WINDOWS';
  if (platform.startsWith('mac')) return 'MAC';
  if (platform !== '') return null;
  const ua = hints.userAgent ?? '';
  // iPhones and iPads say "like Mac OS X": no client for them.
  if (/iPhone|iPad|iPod|Android/i.test(ua)) return null;
  if (/Windows/i.test(ua)) return 'WINDOWS';
  if (/Macintosh|Mac OS X/i.test(ua)) return 'MAC';
  return null;
}

/** Both platforms, the visitor's own first (Windows first when unknown). */
export function suggestedPlatforms(hints: BrowserHints): Platform[] {
  const own = detectPlatform(hints);
  return own ? [own, ...PLATFORMS.filter((p) => p !== own)] : [...PLATFORMS];
}
