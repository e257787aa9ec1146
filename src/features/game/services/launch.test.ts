// The launch's browser side: the page-focus watcher's reports and cleanup.
import { describe, expect, it } from 'vitest';
import type { PageFocusEvent } from '@machines/game/types';
import { watchPageFocus } from './launch';

/** A window with a document whose visibility the test sets. */
function fakeWindow() {
  const win = new EventTarget() as EventTarget & { document: EventTarget & { visibilityState: DocumentVisibilityState } };
  win.document = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState });
  return win;
}

describe('watchPageFocus', () => {
  it('reports blur and hiding as PAGE.LEFT, focus and showing as PAGE.RETURNED, and nothing after cleanup', () => {
    const win = fakeWindow();
    const seen: PageFocusEvent['type'][] = [];
    const stop = watchPageFocus((e) => seen.push(e.type), win as unknown as Window);
    win.dispatchEvent(new Event('blur'));
    win.dispatchEvent(new Event('focus'));
    win.document.visibilityState = 'hidden';
    win.document.dispatchEvent(new Event('visibilitychange'));
    // Focus while still hidden is not a return.
    win.dispatchEvent(new Event('focus'));
    win.document.visibilityState = 'visible';
    win.document.dispatchEvent(new Event('visibilitychange'));
    expect(seen).toEqual(['PAGE.LEFT', 'PAGE.RETURNED', 'PAGE.LEFT', 'PAGE.RETURNED']);
    stop();
    win.dispatchEvent(new Event('blur'));
    expect(seen).toHaveLength(4);
  });
});
