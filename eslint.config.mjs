import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

const APPS = ['host', 'remote-sports', 'remote-live', 'remote-activities', 'remote-account'];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-*/**',
      '**/coverage/**',
      '**/@mf-types/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'api-sandbox/data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['**/*.{cjs,mjs,js}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Apps reach HTTP, crypto and storage only through @app/shared (one client, one storage fallback).
    files: APPS.map((app) => `${app}/src/**/*.{ts,tsx}`),
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'axios', message: 'Use the API functions exported by @app/shared.' },
            { name: 'crypto-js', message: 'Use the helpers exported by @app/shared.' },
          ],
          patterns: [
            { group: ['crypto-js/*'], message: 'Use the helpers exported by @app/shared.' },
            {
              regex: '^(\\.\\./)*(remote-(sports|live|activities|account)|host)(/|$)',
              message: 'Apps never import each other: they meet at runtime through federation.',
            },
            { group: ['@app/shared/src/*'], message: 'Import from the @app/shared entry points.' },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'localStorage', message: 'Use safeLocal from @app/shared.' },
        { name: 'sessionStorage', message: 'Use safeSession from @app/shared.' },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'window', property: 'localStorage', message: 'Use safeLocal from @app/shared.' },
        {
          object: 'window',
          property: 'sessionStorage',
          message: 'Use safeSession from @app/shared.',
        },
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts', 'api-sandbox/**/*.ts'],
    rules: { 'no-restricted-globals': 'off', 'no-restricted-properties': 'off' },
  },
  prettier,
);
