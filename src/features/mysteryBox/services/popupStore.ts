// Where the sale popup remembers itself: shown this session (session storage) and the day 'do not show today' was ticked (local storage).
const SHOWN_KEY = 'mysteryBox.popupShown';
const HIDDEN_DAY_KEY = 'mysteryBox.hiddenDay';

type Store = Pick<Storage, 'getItem' | 'setItem'>;

/** The user's local calendar day, 'YYYY-MM-DD': 'today' means the user's today. */
export function localDay(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function popupState(session: Store, local: Store, now: Date) {
  return { shownThisSession: session.getItem(SHOWN_KEY) === '1', hiddenDay: local.getItem(HIDDEN_DAY_KEY), today: localDay(now) };
}

export function markShown(session: Store): void {
  session.setItem(SHOWN_KEY, '1');
}

export function hideToday(local: Store, now: Date): void {
  local.setItem(HIDDEN_DAY_KEY, localDay(now));
}
