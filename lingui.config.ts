// Lingui catalogs: English source, Korean translation, PO files under locales/.
import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/** Folders whose texts live in a feature catalog, not the core one. */
const FEATURE_DIRS = [
  '**/src/features/dao/**',
  '**/src/features/daoInsights/**',
  '**/src/features/content/guide/**',
  '**/src/features/content/views/StudioPage.tsx',
  '**/src/features/land/**',
  '**/src/features/landMap/**',
  '**/src/features/binance/**',
  '**/src/features/approvals/**',
  '**/src/features/home/**',
  // Issue 25: the larger features' view texts. Their machines' ids stay in the core catalog (src/i18n/messages.ts,
  // src/features/events/messages.ts): the app-wide overlays render them.
  '**/src/features/market/views/**',
  '**/src/features/staking/views/**',
  '**/src/features/mysteryBox/views/**',
  '**/src/features/events/views/**',
  '**/src/features/game/views/**',
  '**/src/features/account/views/**',
  '**/src/features/auth/views/**',
  '**/src/features/wallet/views/**',
];

/** A feature catalog of the folders given, without tests. */
const feature = (name: string, include: string[], exclude: string[] = []) => ({
  path: `<rootDir>/locales/${name}/{locale}`,
  include: include.map((dir) => `<rootDir>/${dir}`),
  exclude: ['**/node_modules/**', '**/*.test.*', ...exclude],
});

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'ko'],
  fallbackLocales: { default: 'en' },
  format: formatter({ lineNumbers: false }),
  // The core catalog loads with every page; a feature catalog only with the pages that name it (src/app/routes/pages.tsx,
  // src/i18n/featureCatalogs.ts), so long texts of a few pages stay out of every first load.
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}',
      include: ['<rootDir>/src', '<rootDir>/machines'],
      exclude: ['**/node_modules/**', '**/*.test.*', ...FEATURE_DIRS],
    },
    {
      path: '<rootDir>/locales/dao/{locale}',
      include: ['<rootDir>/src/features/dao', '<rootDir>/src/features/daoInsights'],
      exclude: ['**/node_modules/**', '**/*.test.*'],
    },
    {
      path: '<rootDir>/locales/guide/{locale}',
      include: ['<rootDir>/src/features/content/guide', '<rootDir>/src/features/content/views/StudioPage.tsx'],
      exclude: ['**/node_modules/**', '**/*.test.*'],
    },
    {
      // The LAND view and my page's LAND tab: both load behind import() with this catalog.
      path: '<rootDir>/locales/land/{locale}',
      include: ['<rootDir>/src/features/land', '<rootDir>/src/features/landMap', '<rootDir>/src/features/binance'],
      exclude: ['**/node_modules/**', '**/*.test.*'],
    },
    {
      // Home's hero, sections and featured listings: only the home page loads them.
      path: '<rootDir>/locales/home/{locale}',
      include: ['<rootDir>/src/features/home'],
      exclude: ['**/node_modules/**', '**/*.test.*'],
    },
    {
      path: '<rootDir>/locales/approvals/{locale}',
      include: ['<rootDir>/src/features/approvals'],
      exclude: ['**/node_modules/**', '**/*.test.*'],
    },
    // Each loads with the pages and lazy chunks whose views use it (src/app/routes/pages.tsx, withCatalogs in
    // src/i18n/i18n.ts); tests/unit/featureCatalogLoads.test.ts checks every chunk boundary asks for them.
    // The market page, the item page, my page's inventory tab and the LAND view's trade dialogs.
    feature('market', ['src/features/market/views']),
    // Home's campaign section (signed in), my page's staking tab and the staking popups.
    feature('staking', ['src/features/staking/views']),
    // The sale popup, with its lazy chunk.
    feature('mysteryBox', ['src/features/mysteryBox/views']),
    // The event page and home's event notice.
    feature('events', ['src/features/events/views']),
    // The game-start overlay, the guide's download section and my page's player section.
    feature('game', ['src/features/game/views']),
    // Sign-up, find ID, reset password, the OAuth return page and my page's profile and popups.
    feature('account', ['src/features/account/views', 'src/features/auth/views'], ['**/src/features/auth/views/LoginDialog.tsx']),
    // The login dialog (with its lazy chunk, on any page) and the wallet pages and hints it shows.
    feature('login', ['src/features/auth/views/LoginDialog.tsx', 'src/features/wallet/views']),
  ],
});
