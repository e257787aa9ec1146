// Entry point: validates configuration, reads the stored session, stamps the start-up data and mounts the app.
import './noEval';
import { appConfig } from '../config/current';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { InspectionObserver } from './inspector';
import { App } from './App';
import { PAGE_COMPONENTS } from './routes/pages';
import { resolveRoute } from '@kit/resolveRoute';
import { startupStamp } from './startup/stamp';
import { type AppConfig } from '../config/appConfig';
import { activateLang } from '../i18n/i18n';
import { pageLang } from '../i18n/pageLang';
import { configureLogging } from '../services/logger';
import { readStoredSession } from '../services/storage';
import '../styles/app.css';
import '../styles/pageHead.css';

async function inspector(config: AppConfig): Promise<InspectionObserver | undefined> {
  if (!config.inspect) return undefined;
  // Loaded only when asked for, so the inspector never weighs on a normal visit.
  const { createBrowserInspector } = await import('@statelyai/inspect');
  return createBrowserInspector().inspect;
}

/** The opened page's chunk; a failure is left to the page's own loading, which reports it when it renders. */
async function firstPage(hasLoginMethod: boolean): Promise<void> {
  const route = resolveRoute(window.location.pathname, { hasLoginMethod });
  if (route.kind !== 'page') return;
  await PAGE_COMPONENTS[route.page]?.preload().catch(() => undefined);
}

function showConfigError(root: HTMLElement, error: unknown): void {
  // Configuration is broken, so the catalogs and layout cannot be trusted: plain text for the operator.
  const pre = document.createElement('pre');
  pre.className = 'config-error';
  pre.textContent = error instanceof Error ? error.message : String(error);
  root.replaceChildren(pre);
}

async function start(): Promise<void> {
  const root = document.getElementById('root');
  if (!root) return;
  let config: AppConfig;
  try {
    config = appConfig();
  } catch (error) {
    showConfigError(root, error);
    return;
  }
  configureLogging(config.mode);
  const storedSession = readStoredSession(window.localStorage);
  // lingui's provider renders nothing until a language is active, so the first one loads before mounting; the page's
  // chunk with it (index.html preloads both), so the first commit shows the page rather than a loading placeholder.
  const [inspect] = await Promise.all([inspector(config), activateLang(pageLang(window)), firstPage(storedSession !== null)]);
  createRoot(root).render(
    <StrictMode>
      {/* main.tsx is the entry chunk: its hashed file name is the build's id. */}
      <App config={config} storedSession={storedSession} startupStamp={startupStamp(import.meta.url, Date.now())} inspect={inspect} />
    </StrictMode>,
  );
}

void start();
