// Entry of showcase.html (dev server only): the design-system Showcase with the app's styles and catalogs; ?lang=ko for Korean.
import { I18nProvider } from '@lingui/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { DEFAULT_LANG, LANGS, type Lang } from '@kit/resolveRoute';
import { Showcase } from '../components/Showcase';
import { activateLang, i18n } from '../i18n/i18n';
import '../styles/app.css';

function showcaseLang(search: string): Lang {
  const asked = new URLSearchParams(search).get('lang');
  return LANGS.find((l) => l === asked) ?? DEFAULT_LANG;
}

async function start(): Promise<void> {
  const root = document.getElementById('root');
  if (!root) return;
  // As in the app: lingui's provider renders nothing until a language is active.
  await activateLang(showcaseLang(window.location.search));
  createRoot(root).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        {/* The page around the showcase is neutral; the showcase themes its own panel. */}
        <div className="app" data-theme="white">
          <main>
            <Showcase />
          </main>
        </div>
      </I18nProvider>
    </StrictMode>,
  );
}

void start();
