// The sale popup's id in the popup stack, and how the view tells the login flow's automatic opening from a user's own.
import type { Message } from '../shared/message';

/** The login flow opens it after sign-in (FOURTH_LAND_POPUP_ID, the same text); the event page's purchase opens it too. */
export const SALE_POPUP_ID = 'fourth-land-sale';

/** The title the login flow gives it (LOGIN_MESSAGE.fourthLandTitle): written here so the popup stack needs no login code. */
const AFTER_SIGN_IN_TITLE = 'fourthLand.title';

/**
 * Only the opening after sign-in is once per session and skipped on a day the user said 'do not show today'; a popup
 * the user asked for (the event page's Buy) always opens.
 */
export const openedAfterSignIn = (popup: { title?: Message }) => popup.title?.id === AFTER_SIGN_IN_TITLE;
