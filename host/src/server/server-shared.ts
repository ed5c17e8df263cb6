// What the host's server provides to the remotes' server containers: the very module instances the
// document server renders with (one React, one router, one store, one i18n and API client), whole
// namespaces (bytes do not count here). The keys are those build/shared-map.cjs has a remote consume.
import type { createInstance } from '@module-federation/enhanced/runtime';
import * as ReactQuery from '@tanstack/react-query';
import * as I18next from 'i18next';
import React from 'react';
import ReactDom from 'react-dom';
import * as ReactDomClient from 'react-dom/client';
import * as ReactDomServer from 'react-dom/server';
import * as ReactI18next from 'react-i18next';
import * as ReactJsxRuntime from 'react/jsx-runtime';
import * as ReactRouterDom from 'react-router-dom';
import * as Zustand from 'zustand';
import * as ZustandReact from 'zustand/react';
import * as ZustandReactShallow from 'zustand/react/shallow';
import * as ZustandVanilla from 'zustand/vanilla';
import * as ZustandVanillaShallow from 'zustand/vanilla/shallow';
// eslint-disable-next-line no-restricted-imports -- provided whole, as the browser's share scope does
import * as SharedApi from '@app/shared/api';
import * as SharedApiLive from '@app/shared/api/live';
import * as SharedApiMember from '@app/shared/api/member';
import * as SharedApiPromotion from '@app/shared/api/promotion';
import * as SharedApiRg from '@app/shared/api/rg';
import * as SharedApiSite from '@app/shared/api/site';
import * as SharedApiSportsbook from '@app/shared/api/sportsbook';
import * as SharedApiSportsbookLists from '@app/shared/api/sportsbook-lists';
import * as SharedClient from '@app/shared/client';
import * as SharedFederation from '@app/shared/federation';
import * as SharedI18n from '@app/shared/i18n';
import * as SharedLazy from '@app/shared/lazy';
// eslint-disable-next-line no-restricted-imports -- provided whole, as the browser's share scope does
import * as SharedQuery from '@app/shared/query';
import * as SharedRules from '@app/shared/rules';
import * as SharedStore from '@app/shared/store';
import * as SharedTelemetry from '@app/shared/telemetry';
import * as SharedUi from '@app/shared/ui';

/** Installed versions of the singleton packages and of @app/shared (build/server-bundle.cjs). */
declare const __SHARED_VERSIONS__: Readonly<Record<string, string>>;

/**
 * Each share key with its package and module. `@app/shared/standalone` is not provided: it runs a
 * remote alone in a browser, never inside the host.
 */
export const SERVER_PROVIDED: ReadonlyArray<readonly [key: string, pkg: string, module: unknown]> =
  [
    ['react', 'react', React],
    ['react/jsx-runtime', 'react', ReactJsxRuntime],
    ['react-dom', 'react-dom', ReactDom],
    ['react-dom/client', 'react-dom', ReactDomClient],
    ['react-dom/server', 'react-dom', ReactDomServer],
    ['react-router-dom', 'react-router-dom', ReactRouterDom],
    ['zustand', 'zustand', Zustand],
    ['zustand/react', 'zustand', ZustandReact],
    ['zustand/react/shallow', 'zustand', ZustandReactShallow],
    ['zustand/vanilla', 'zustand', ZustandVanilla],
    ['zustand/vanilla/shallow', 'zustand', ZustandVanillaShallow],
    ['i18next', 'i18next', I18next],
    ['react-i18next', 'react-i18next', ReactI18next],
    ['@tanstack/react-query', '@tanstack/react-query', ReactQuery],
    ['@app/shared/rules', '@app/shared', SharedRules],
    ['@app/shared/telemetry', '@app/shared', SharedTelemetry],
    ['@app/shared/store', '@app/shared', SharedStore],
    ['@app/shared/client', '@app/shared', SharedClient],
    ['@app/shared/api/member', '@app/shared', SharedApiMember],
    ['@app/shared/api/rg', '@app/shared', SharedApiRg],
    ['@app/shared/api/site', '@app/shared', SharedApiSite],
    ['@app/shared/api/promotion', '@app/shared', SharedApiPromotion],
    ['@app/shared/api/live', '@app/shared', SharedApiLive],
    ['@app/shared/api/sportsbook-lists', '@app/shared', SharedApiSportsbookLists],
    ['@app/shared/api/sportsbook', '@app/shared', SharedApiSportsbook],
    ['@app/shared/api', '@app/shared', SharedApi],
    ['@app/shared/query', '@app/shared', SharedQuery],
    ['@app/shared/i18n', '@app/shared', SharedI18n],
    ['@app/shared/federation', '@app/shared', SharedFederation],
    ['@app/shared/ui', '@app/shared', SharedUi],
    ['@app/shared/lazy', '@app/shared', SharedLazy],
  ];

type SharedOptions = NonNullable<Parameters<typeof createInstance>[0]['shared']>;

/** The `shared` option of the server's federation instance: each module as a loaded singleton. */
export function serverShared(versions = __SHARED_VERSIONS__): SharedOptions {
  const shared: SharedOptions = {};
  for (const [key, pkg, module] of SERVER_PROVIDED) {
    const version = versions[pkg] ?? '0.0.0';
    shared[key] = {
      version,
      scope: 'default',
      lib: () => module,
      shareConfig: { singleton: true, requiredVersion: `^${version}` },
    };
  }
  return shared;
}
