// Page frame: themed background, top bar, content, footer with the app version, and the overlays.
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useConfig } from '../../config/ConfigContext';
import type { Lang, Theme } from '@kit/resolveRoute';
import { Overlays } from '../overlays/Overlays';
import { TopBar } from './TopBar';

/** `busy`: the page's own code is still loading (assistive technology hears the region is not ready). */
export function Layout({ lang, theme, busy, children }: { lang: Lang; theme: Theme; busy?: boolean; children: ReactNode }) {
  const { version, mode } = useConfig();
  return (
    <div className="app" data-theme={theme}>
      <a className="skip-link" href="#content">
        <Trans>Skip to content</Trans>
      </a>
      <TopBar lang={lang} />
      <main id="content" tabIndex={-1} aria-busy={busy || undefined}>
        {children}
      </main>
      <footer className="footer">
        <span>
          <Trans>Version {version}</Trans>
        </span>
        {mode === 'DEV' && <span className="badge">DEV</span>}
      </footer>
      <Overlays />
    </div>
  );
}
