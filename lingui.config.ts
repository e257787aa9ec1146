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
];

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
  ],
});
