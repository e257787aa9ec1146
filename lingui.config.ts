// Lingui catalogs: English source, Korean translation, PO files under locales/.
import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'ko'],
  fallbackLocales: { default: 'en' },
  format: formatter({ lineNumbers: false }),
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}',
      include: ['<rootDir>/src', '<rootDir>/machines'],
      exclude: ['**/node_modules/**', '**/*.test.*'],
    },
  ],
});
