// The provider window's landing page (/oauth/callback): hands the authorization response to the app window and closes itself.
import { Trans } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { handOverCallback } from '../services/oidcCallback';

/**
 * Rendered alone, without the app shell or machines. It holds the one-time code only long enough to pass it on
 * and never sees a token: the app window exchanges the code itself.
 */
export default function OAuthCallbackPage() {
  const handed = useRef(false);
  const [left, setLeft] = useState(false);
  useEffect(() => {
    // Once only, even when StrictMode runs effects twice.
    if (handed.current) return;
    handed.current = true;
    handOverCallback(window);
    // Still rendering after close(): the browser kept the window (it was not opened by the app); the user closes it.
    setLeft(true);
  }, []);
  return (
    <main className="oauth-callback">
      <p role="status">{left ? <Trans>You can close this window and return to MetaWorld.</Trans> : <Trans>Completing sign-in…</Trans>}</p>
    </main>
  );
}
