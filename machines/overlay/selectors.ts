// What the overlay views read from the overlay machines' snapshots: pure functions, no actor access.
import type { SnapshotFrom } from 'xstate';
import type { Message } from '../shared/message';
import type { alertMachine } from './alertMachine';
import type { CaptchaChallenge } from './types';
import type { loadingMachine } from './loadingMachine';
import type { Popup, popupMachine } from './popupMachine';
import type { Toast, toastMachine } from './toastMachine';

type LoadingSnapshot = SnapshotFrom<typeof loadingMachine>;
type ToastSnapshot = SnapshotFrom<typeof toastMachine>;
type AlertSnapshot = SnapshotFrom<typeof alertMachine>;
type PopupSnapshot = SnapshotFrom<typeof popupMachine>;

export const selectLoadingVisible = (snapshot: LoadingSnapshot): boolean => snapshot.matches('visible');
export const selectLoadingCount = (snapshot: LoadingSnapshot): number => snapshot.context.count;

/** The toast on screen, null when none. */
export const selectToast = (snapshot: ToastSnapshot): Toast | null => (snapshot.matches('showing') ? snapshot.context.current : null);
export const selectQueuedToastCount = (snapshot: ToastSnapshot): number => snapshot.context.queue.length;

/** The alert on screen, null when closed. */
export const selectAlertMessage = (snapshot: AlertSnapshot): Message | null => (snapshot.matches('open') ? snapshot.context.current : null);
export const selectQueuedAlertCount = (snapshot: AlertSnapshot): number => snapshot.context.queue.length;

export type CaptchaView =
  | { status: 'loading'; error: Message | null }
  | { status: 'loadFailed'; error: Message | null }
  | { status: 'solving' | 'verifying'; challenge: CaptchaChallenge; error: Message | null }
  /** Solved: the view hides the captcha (TIMING.captchaHideMs) before OK shows. */
  | { status: 'verified' };

/** The captcha part of the alert, null when the alert shows none (closed, no captcha needed, or OK showing). */
export function selectCaptcha(snapshot: AlertSnapshot): CaptchaView | null {
  const { challenge, captchaError: error } = snapshot.context;
  if (snapshot.matches({ open: { captcha: 'loading' } })) return { status: 'loading', error };
  if (snapshot.matches({ open: { captcha: 'loadFailed' } })) return { status: 'loadFailed', error };
  if (snapshot.matches({ open: { captcha: 'verified' } })) return { status: 'verified' };
  for (const status of ['solving', 'verifying'] as const) {
    if (snapshot.matches({ open: { captcha: status } }) && challenge) return { status, challenge, error };
  }
  return null;
}

export const selectAlertOkVisible = (snapshot: AlertSnapshot): boolean => snapshot.matches({ open: 'ready' });

/** Open popups, bottom first. */
export const selectPopups = (snapshot: PopupSnapshot): readonly Popup[] => snapshot.context.stack;
/** The popup that holds keyboard focus, null when none is open. */
export const selectTopPopup = (snapshot: PopupSnapshot): Popup | null => snapshot.context.stack.at(-1) ?? null;
export const selectIsTopPopup = (snapshot: PopupSnapshot, id: string): boolean => selectTopPopup(snapshot)?.id === id;
