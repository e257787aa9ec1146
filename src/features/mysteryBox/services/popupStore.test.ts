// The sale popup's memory: once per session, and not again on the day 'do not show today' was ticked.
import { describe, expect, it } from 'vitest';
import { salePopupDue } from '@machines/mysteryBox/rules';
import { hideToday, localDay, markShown, popupState } from './popupStore';

function store(): Pick<Storage, 'getItem' | 'setItem'> {
  const m = new Map<string, string>();
  return { getItem: (k) => m.get(k) ?? null, setItem: (k, v) => void m.set(k, v) };
}

describe('sale popup store', () => {
  it('is due once per session and not on a hidden day, again the next day', () => {
    const session = store();
    const local = store();
    const day1 = new Date(2026, 10, 26, 9, 0);
    const day2 = new Date(2026, 10, 27, 0, 1);
    expect(localDay(day1)).toBe('2026-11-26');
    expect(salePopupDue(popupState(session, local, day1))).toBe(true);
    markShown(session);
    expect(salePopupDue(popupState(session, local, day1))).toBe(false);
    const nextSession = store();
    hideToday(local, day1);
    expect(salePopupDue(popupState(nextSession, local, day1))).toBe(false);
    expect(salePopupDue(popupState(nextSession, local, day2))).toBe(true);
  });
});
