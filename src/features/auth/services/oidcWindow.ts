// Opens the Google/Facebook provider window; called synchronously inside the user's click (light: no oauth4webapi).

/** One named window: a second click reuses it rather than stacking windows. */
export const PROVIDER_WINDOW_NAME = 'metaworld-oidc';
const FEATURES = 'popup,width=520,height=680';

/**
 * Opens an empty provider window. Browsers only allow window.open during a user gesture, and the authorization URL
 * needs asynchronous work (discovery, PKCE hashing), so the window opens blank first and is sent on afterwards.
 * Null when the browser blocked it.
 */
export function openProviderWindow(win: Pick<Window, 'open'> = window): Window | null {
  try {
    return win.open('about:blank', PROVIDER_WINDOW_NAME, FEATURES);
  } catch {
    // Some blockers throw instead of returning null.
    return null;
  }
}
