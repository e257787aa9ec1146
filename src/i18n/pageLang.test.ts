// pageLang: the path decides; the callback window follows its opener; anything else is the default language.
import { describe, expect, it } from 'vitest';
import { pageLang } from './pageLang';

const win = (pathname: string, opener?: unknown) => ({ location: { pathname }, opener: opener as never });

describe('pageLang', () => {
  it('takes the language of the path', () => {
    expect(pageLang(win('/ko/home'))).toBe('ko');
    expect(pageLang(win('/en/market', { document: { documentElement: { lang: 'ko' } } }))).toBe('en');
  });

  it('follows the app window that opened the provider window', () => {
    expect(pageLang(win('/oauth/callback', { document: { documentElement: { lang: 'ko' } } }))).toBe('ko');
  });

  it('falls back to English without an opener, with an unknown language or a cross-origin opener', () => {
    expect(pageLang(win('/oauth/callback'))).toBe('en');
    expect(pageLang(win('/oauth/callback', { document: { documentElement: { lang: 'fr' } } }))).toBe('en');
    const crossOrigin = {
      get document(): never {
        throw new DOMException('Blocked a frame with origin', 'SecurityError');
      },
    };
    expect(pageLang(win('/oauth/callback', crossOrigin))).toBe('en');
  });
});
