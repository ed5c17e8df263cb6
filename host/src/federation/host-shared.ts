// What the host provides to the remotes' share scope: the very module instances the host itself runs
// (one React, one router, one store, one API client on the page). The host has no federation build
// plugin (build/webpack-app.cjs `runtimeHost`), so this list is what the plugin's `shared` map and
// eager bundling used to provide; the keys are those a remote's build consumes (build/shared-map.cjs).
// Each @app/shared entry is provided whole: a remote built against a newer minor of @app/shared may
// use any export of the entries this host's version has (docs/federation.md, the platform contract);
// of React Router, its declarative API (router-surface.ts).
import type { init } from '@module-federation/enhanced/runtime';
import React from 'react';
import * as ReactJsxRuntime from 'react/jsx-runtime';
import ReactDom from 'react-dom';
import * as ReactDomClient from 'react-dom/client';
import { routerSurface as ReactRouterDom } from './router-surface';
import * as Zustand from 'zustand';
import * as ZustandReact from 'zustand/react';
import * as ZustandReactShallow from 'zustand/react/shallow';
import * as ZustandVanilla from 'zustand/vanilla';
import * as ZustandVanillaShallow from 'zustand/vanilla/shallow';
import * as I18next from 'i18next';
import * as SharedClient from '@app/shared/client';
import * as SharedFederation from '@app/shared/federation';
import * as SharedI18n from '@app/shared/i18n';
import * as SharedLazy from '@app/shared/lazy';
import * as SharedRules from '@app/shared/rules';
import * as SharedStore from '@app/shared/store';
import * as SharedTelemetry from '@app/shared/telemetry';
import * as SharedUi from '@app/shared/ui';

/** Installed versions of the singleton packages and of @app/shared, written by the build. */
declare const __SHARED_VERSIONS__: Readonly<Record<string, string>>;

/**
 * Each share key with the package whose version it carries and the module the host runs. Not
 * `zustand/middleware`: its helpers (persist, devtools…) hold no state of the page, so a remote that
 * uses them runs the copy its own build carries (not in build/shared-map.cjs), and a remote route that
 * does not (most of them) no longer loads 4 KiB of them with the share scope (issue 16).
 */
const PROVIDED: ReadonlyArray<readonly [key: string, pkg: string, module: unknown]> = [
  ['react', 'react', React],
  ['react/jsx-runtime', 'react', ReactJsxRuntime],
  ['react-dom', 'react-dom', ReactDom],
  ['react-dom/client', 'react-dom', ReactDomClient],
  ['react-router-dom', 'react-router-dom', ReactRouterDom],
  ['zustand', 'zustand', Zustand],
  ['zustand/react', 'zustand', ZustandReact],
  ['zustand/react/shallow', 'zustand', ZustandReactShallow],
  ['zustand/vanilla', 'zustand', ZustandVanilla],
  ['zustand/vanilla/shallow', 'zustand', ZustandVanillaShallow],
  ['i18next', 'i18next', I18next],
  ['@app/shared/client', '@app/shared', SharedClient],
  ['@app/shared/federation', '@app/shared', SharedFederation],
  ['@app/shared/i18n', '@app/shared', SharedI18n],
  ['@app/shared/lazy', '@app/shared', SharedLazy],
  ['@app/shared/rules', '@app/shared', SharedRules],
  ['@app/shared/store', '@app/shared', SharedStore],
  ['@app/shared/telemetry', '@app/shared', SharedTelemetry],
  ['@app/shared/ui', '@app/shared', SharedUi],
];

/**
 * Provided when a remote's code asks, each in a chunk of its own (issue 16):
 * - the API's domains: a remote route loads the calls and query factories of the domains it uses, not
 *   all of them (the early script preloads a route's, named in its remote's app-manifest.json);
 * - `@app/shared/api` and `/query` whole, react-i18next and TanStack Query whole: today's remotes import
 *   the domains and reach both packages through @app/shared/i18n and /client (which name what they
 *   use); a remote built before that still gets the host's one instance of each.
 */
const PROVIDED_ON_REQUEST: ReadonlyArray<
  readonly [key: string, pkg: string, load: () => Promise<unknown>]
> = [
  // what a remote's development build compiles JSX to (`npm run dev`); a production build never asks
  ['react/jsx-dev-runtime', 'react', () => import('react/jsx-dev-runtime')],
  [
    // its code is in main.js (the reality check): the chunk is the namespace a remote reads, so the bet
    // slip checks a member's limits without loading the member domain's other calls
    '@app/shared/api/rg',
    '@app/shared',
    () => import(/* webpackChunkName: "shared-api-rg" */ '@app/shared/api/rg'),
  ],
  [
    '@app/shared/api/member',
    '@app/shared',
    () => import(/* webpackChunkName: "shared-api-member" */ '@app/shared/api/member'),
  ],
  [
    '@app/shared/api/site',
    '@app/shared',
    () => import(/* webpackChunkName: "shared-api-site" */ '@app/shared/api/site'),
  ],
  [
    '@app/shared/api/promotion',
    '@app/shared',
    () => import(/* webpackChunkName: "shared-api-promotion" */ '@app/shared/api/promotion'),
  ],
  [
    '@app/shared/api/live',
    '@app/shared',
    () => import(/* webpackChunkName: "shared-api-live" */ '@app/shared/api/live'),
  ],
  [
    // a sports page's first screen: the provider's lists and matches, not its bets
    '@app/shared/api/sportsbook-lists',
    '@app/shared',
    () =>
      import(
        /* webpackChunkName: "shared-api-sportsbook-lists" */ '@app/shared/api/sportsbook-lists'
      ),
  ],
  [
    '@app/shared/api/sportsbook',
    '@app/shared',
    () => import(/* webpackChunkName: "shared-api-sportsbook" */ '@app/shared/api/sportsbook'),
  ],
  [
    '@app/shared/api',
    '@app/shared',
    () => import(/* webpackChunkName: "provide-api" */ '@app/shared/api'),
  ],
  [
    '@app/shared/query',
    '@app/shared',
    () => import(/* webpackChunkName: "provide-query" */ '@app/shared/query'),
  ],
  [
    'react-i18next',
    'react-i18next',
    () => import(/* webpackChunkName: "provide-react-i18next" */ 'react-i18next'),
  ],
  [
    '@tanstack/react-query',
    '@tanstack/react-query',
    () => import(/* webpackChunkName: "provide-react-query" */ '@tanstack/react-query'),
  ],
];

type SharedOptions = NonNullable<Parameters<typeof init>[0]['shared']>;

/** The runtime's `shared` option: singletons a remote accepts within the same major version. */
export function hostShared(versions: Readonly<Record<string, string>> = __SHARED_VERSIONS__) {
  const shared: SharedOptions = {};
  const config = (pkg: string) => {
    const version = versions[pkg];
    if (!version) throw new Error(`No version for shared package ${pkg}`);
    return {
      version,
      scope: 'default',
      shareConfig: { singleton: true, requiredVersion: `^${version}` },
    };
  };
  for (const [key, pkg, module] of PROVIDED) shared[key] = { ...config(pkg), lib: () => module };
  for (const [key, pkg, load] of PROVIDED_ON_REQUEST)
    shared[key] = { ...config(pkg), get: () => load().then((module) => () => module) };
  return shared;
}
