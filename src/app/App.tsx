// The application: configuration, i18n, the root app machine and the router.
import { I18nProvider } from '@lingui/react';
import { lazy, Suspense } from 'react';
import { BrowserRouter } from 'react-router-dom';
import type { InspectionObserver } from './inspector';
import type { AppConfig } from '../config/appConfig';
import { ConfigContext } from '../config/ConfigContext';
import { i18n, withCatalogs } from '../i18n/i18n';
import { AppProvider } from './AppProvider';
import { RouteGate } from './routes/RouteGate';
import { RouterPort } from './RouterPort';
import { standalonePage } from '@kit/resolveRoute';
import type { StoredSession } from '@machines/app/types';

// The provider window's callback: its own small chunk, and no app machine (no session or wallet restore) in that window.
const OAuthCallbackPage = lazy(() => withCatalogs(import('../features/auth/views/OAuthCallbackPage'), 'account'));

export function App(props: {
  config: AppConfig;
  storedSession: StoredSession | null;
  /** Cache-busting stamp of the start-up data (src/app/startup/stamp.ts). */
  startupStamp: string;
  inspect?: InspectionObserver;
}) {
  const { config } = props;
  if (standalonePage(window.location.pathname) === 'oauthCallback') {
    return (
      <I18nProvider i18n={i18n}>
        <Suspense fallback={null}>
          <OAuthCallbackPage />
        </Suspense>
      </I18nProvider>
    );
  }
  return (
    <ConfigContext.Provider value={config}>
      <I18nProvider i18n={i18n}>
        <AppProvider
          inspect={props.inspect}
          input={{
            mode: config.mode,
            version: config.version,
            networks: config.networks,
            storedSession: props.storedSession,
            startupStamp: props.startupStamp,
          }}
        >
          <BrowserRouter>
            <RouterPort />
            <RouteGate />
          </BrowserRouter>
        </AppProvider>
      </I18nProvider>
    </ConfigContext.Provider>
  );
}
