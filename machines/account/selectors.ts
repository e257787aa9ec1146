// What the account popups read from their snapshots: pure functions.
import type { SnapshotFrom } from 'xstate';
import type { addWalletMachine } from './addWalletMachine';
import type { changePasswordMachine } from './changePasswordMachine';
import type { editProfileMachine } from './editProfileMachine';

export const selectChangePasswordOpen = (s: SnapshotFrom<typeof changePasswordMachine>): boolean => !s.matches('closed');
export const selectChangePasswordBusy = (s: SnapshotFrom<typeof changePasswordMachine>): boolean => s.matches('saving');
export const selectEditProfileOpen = (s: SnapshotFrom<typeof editProfileMachine>): boolean => s.matches('open');
/** The profile the tab shows: loaded by PROFILE.SHOW or the popup, updated by a save. */
export const selectProfile = (s: SnapshotFrom<typeof editProfileMachine>) => s.context.original;
/** The tab's read of the stored profile (PROFILE.SHOW) is under way: the list may still change. */
export const selectProfileLoading = (s: SnapshotFrom<typeof editProfileMachine>): boolean => s.matches('showing');
export const selectEditProfileError = (s: SnapshotFrom<typeof editProfileMachine>) => s.context.error;
export const selectEditProfileBusy = (s: SnapshotFrom<typeof editProfileMachine>): boolean => s.matches({ open: 'saving' });
export const selectAddWalletOpen = (s: SnapshotFrom<typeof addWalletMachine>): boolean => !s.matches('closed');
export const selectAddWalletBusy = (s: SnapshotFrom<typeof addWalletMachine>): boolean => !s.matches('closed') && !s.matches('ready');
export const selectFetchedAddress = (s: SnapshotFrom<typeof addWalletMachine>): string | null => s.context.connection?.address ?? null;
export const selectChangePasswordForm = (s: SnapshotFrom<typeof changePasswordMachine>) => ({
  current: s.context.current,
  next: s.context.next,
  confirm: s.context.confirm,
});
export const selectChangePasswordError = (s: SnapshotFrom<typeof changePasswordMachine>) => s.context.error;
export const selectAddWalletList = (s: SnapshotFrom<typeof addWalletMachine>): string[] => s.context.wallets;
export const selectAddWalletError = (s: SnapshotFrom<typeof addWalletMachine>) => s.context.error;
