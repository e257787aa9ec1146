// The provider window opened inside the click: one named blank window, or null when the browser blocks it.
import { describe, expect, it } from 'vitest';
import { openProviderWindow, PROVIDER_WINDOW_NAME } from './oidcWindow';

describe('openProviderWindow', () => {
  it('opens one named blank window, and null when the browser blocks it', () => {
    const opened: unknown[][] = [];
    const fake = {} as Window;
    expect(openProviderWindow({ open: (...args: unknown[]) => (opened.push(args), fake) } as Pick<Window, 'open'>)).toBe(fake);
    expect(opened[0]?.slice(0, 2)).toEqual(['about:blank', PROVIDER_WINDOW_NAME]);
    expect(openProviderWindow({ open: () => null })).toBeNull();
    expect(
      openProviderWindow({
        open: () => {
          throw new Error('blocked');
        },
      }),
    ).toBeNull();
  });
});
