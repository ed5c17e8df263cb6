import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { sharedEntryBoundaries } from './build/eslint/shared-entry-boundaries.mjs';

const APPS = ['host', 'remote-sports', 'remote-live', 'remote-activities', 'remote-account'];
const REMOTES = APPS.filter((app) => app.startsWith('remote-'));

/** What every app imports only through @app/shared (one client, one storage fallback, no app from another). */
const APP_IMPORTS = {
  paths: [
    { name: 'axios', message: 'Use the API functions of @app/shared/api/<domain>.' },
    { name: 'crypto-js', message: 'Use the helpers of @app/shared/rules.' },
    ...['@app/shared/api', '@app/shared/query'].map((name) => ({
      name,
      message:
        'Import from @app/shared/client or the domain (@app/shared/api/member, /site, /promotion, /live, /sportsbook): a remote route then loads only the domains it uses. The whole entry is for remotes built before the split.',
    })),
  ],
  patterns: [
    { group: ['crypto-js/*'], message: 'Use the helpers of @app/shared/rules.' },
    {
      regex: '^(\\.\\./)*(remote-(sports|live|activities|account)|host)(/|$)',
      message: 'Apps never import each other: they meet at runtime through federation.',
    },
    { group: ['@app/shared/src/*'], message: 'Import from the @app/shared entry points.' },
    {
      regex: '^@app/shared$',
      message:
        'Import from an entry point: @app/shared/client, /api/<domain>, /store, /i18n, /ui, …',
    },
  ],
};

/**
 * A remote's code (and @app/shared/lazy, which each app bundles) reaches react-i18next and TanStack
 * Query through @app/shared: the host provides what those entries name, not the whole packages
 * (issue 16; shared/src/i18n/react-i18n.ts, shared/src/query/react-query.ts in @app/shared/client). Types stay free.
 */
/** React Router's exports a remote may import: what the host provides (build/router-surface.json). */
const ROUTER_SURFACE = JSON.parse(
  readFileSync(new URL('./build/router-surface.json', import.meta.url), 'utf8'),
).names;

const REMOTE_IMPORTS = {
  ...APP_IMPORTS,
  paths: [
    ...APP_IMPORTS.paths,
    {
      name: 'react-i18next',
      allowTypeImports: true,
      message: 'Import useTranslation from @app/shared/i18n (the host provides what it names).',
    },
    {
      name: '@tanstack/react-query',
      allowTypeImports: true,
      message: 'Import the query hooks from @app/shared/client (the host provides what it names).',
    },
    {
      name: 'react-router-dom',
      allowImportNames: ROUTER_SURFACE,
      message:
        "The host provides React Router's declarative API (build/router-surface.json); add a name there and release the host first.",
    },
  ],
};

/** Each feature folder of a remote may import from no other feature folder of that remote. */
function featureZones() {
  return REMOTES.flatMap((app) => {
    const dir = `${app}/src/features`;
    if (!existsSync(dir)) return [];
    return readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map(({ name }) => ({
        target: `./${dir}/${name}`,
        from: `./${dir}`,
        except: [`./${name}`],
        message:
          'Features never import one another: compose them in src/app, or meet through @app/shared.',
      }));
  });
}

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
    // One-way data flow (DESIGN): no import cycles anywhere; shared imports no app; features stay apart.
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './shared/src',
              from: APPS.map((app) => `./${app}`),
              message: 'shared imports nothing from the apps.',
            },
            ...featureZones(),
          ],
        },
      ],
    },
  },
  {
    // One module instance per entry point of @app/shared (each is a federation singleton).
    files: ['shared/src/**/*.{ts,tsx}'],
    ignores: ['shared/src/**/*.test.{ts,tsx}', 'shared/src/**/__fixtures__/**'],
    plugins: { local: { rules: { 'shared-entry-boundaries': sharedEntryBoundaries } } },
    rules: { 'local/shared-entry-boundaries': 'error' },
  },
  {
    // The whole API and query entries are for remotes built before the split (their barrels only).
    files: ['shared/src/**/*.{ts,tsx}'],
    ignores: ['shared/src/api/index.ts', 'shared/src/query/index.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: APP_IMPORTS.paths.slice(2) }] },
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
      'no-restricted-imports': ['error', APP_IMPORTS],
      'no-restricted-globals': [
        'error',
        { name: 'localStorage', message: 'Use safeLocal from @app/shared/rules.' },
        { name: 'sessionStorage', message: 'Use safeSession from @app/shared/rules.' },
      ],
      'no-restricted-properties': [
        'error',
        {
          object: 'window',
          property: 'localStorage',
          message: 'Use safeLocal from @app/shared/rules.',
        },
        {
          object: 'window',
          property: 'sessionStorage',
          message: 'Use safeSession from @app/shared/rules.',
        },
      ],
    },
  },
  {
    files: [...REMOTES.map((app) => `${app}/src/**/*.{ts,tsx}`), 'shared/src/lazy/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/test-utils.tsx', '**/testing/**'],
    rules: { 'no-restricted-imports': ['error', REMOTE_IMPORTS] },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts', 'api-sandbox/**/*.ts'],
    rules: { 'no-restricted-globals': 'off', 'no-restricted-properties': 'off' },
  },
  prettier,
);
