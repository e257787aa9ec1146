// ESLint: typescript-eslint recommended rules and the React hooks rules for the app, machines, tests and tools,
// plus the folder boundaries of eslint.boundaries.js (what each folder may import).
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { boundaries } from './eslint.boundaries.js';

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'abi/**', 'coverage', '.data', 'locales/*.js', 'artifacts', 'cache', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'error',
    },
  },
  {
    // Node tools, servers and tests may print to the console.
    files: ['scripts/**', 'server/**', 'tests/**', 'contracts/**', '**/*.test.{ts,tsx}', '*.config.ts'],
    rules: { 'no-console': 'off' },
  },
  {
    // Prettier's print width, also for what it does not break (comments, strings). A lingui text is a catalog key: its
    // line may run longer rather than change the key.
    files: ['**/*.{ts,tsx,js,cjs,mjs}'],
    ignores: ['server/db/migrations/**'],
    rules: { 'max-len': ['error', { code: 160, ignoreUrls: true, ignorePattern: '\\b(msg|t)`' }] },
  },
  {
    files: ['src/services/logger.ts'],
    rules: { 'no-console': 'off' },
  },
  ...boundaries,
);
