import React from 'react';
import * as ReactRouterDom from 'react-router-dom';
import * as SharedClient from '@app/shared/client';
import * as SharedStore from '@app/shared/store';
import entryPoints from '../../../shared/entry-points.json';
import { hostShared } from './host-shared';

jest.mock('@module-federation/enhanced/runtime', () => ({
  init: jest.fn(),
  registerPlugins: jest.fn(),
}));

const VERSIONS = {
  react: '18.3.1',
  'react-dom': '18.3.1',
  'react-router-dom': '6.30.6',
  zustand: '5.1.0',
  i18next: '25.10.7',
  'react-i18next': '15.7.3',
  '@tanstack/react-query': '5.108.0',
  '@app/shared': '0.1.0',
};

type Lib = {
  version: string;
  lib?: () => unknown;
  get?: () => Promise<() => unknown>;
  shareConfig: { requiredVersion: string };
};

// The host provides its own module instances to the remotes (one React, one store on the page).
describe("the host's federation runtime (a chunk of its own, issue 16)", () => {
  beforeEach(() => jest.resetModules());

  it('provides every key a remote consumes, with the modules the host runs', async () => {
    const shared = hostShared(VERSIONS) as Record<string, Lib>;
    // what remote-sports' build consumes (its mf-manifest.json), less the standalone-only entry and
    // zustand/middleware (stateless: the remote runs its own copy, see host-shared.ts)
    for (const key of [
      'react',
      'react/jsx-runtime',
      'react-dom',
      'react-dom/client',
      'react-router-dom',
      'zustand',
      'zustand/react',
      'zustand/vanilla',
      'i18next',
      'react-i18next',
      '@tanstack/react-query',
      '@app/shared/client',
      '@app/shared/api/sportsbook',
      '@app/shared/federation',
      '@app/shared/i18n',
      '@app/shared/rules',
      '@app/shared/store',
      '@app/shared/ui',
    ])
      expect(shared[key]).toBeDefined();
    expect(shared['zustand/middleware']).toBeUndefined();
    expect(shared.react!.lib!()).toBe(React);
    // the very function or store the host runs
    const provided = (key: string) => shared[key]!.lib!() as Record<string, unknown>;
    expect(provided('react-router-dom').Link).toBe(ReactRouterDom.Link);
    expect(provided('react-router-dom').useNavigate).toBe(ReactRouterDom.useNavigate);
    expect(provided('@app/shared/store').useSessionStore).toBe(SharedStore.useSessionStore);
    expect(provided('@app/shared/client').useQuery).toBe(SharedClient.useQuery);
    expect(provided('@app/shared/client').http).toBe(SharedClient.http);
    // every entry a remote's build shares (build/shared-map.cjs reads the same list) but the one a
    // remote run alone uses
    for (const entry of Object.keys(entryPoints).filter((name) => name !== 'standalone'))
      expect(shared[`@app/shared/${entry}`]).toBeDefined();
    // the platform contract (docs/federation.md): each entry whole, so a remote built against a newer
    // minor of @app/shared finds every export this host's version has
    const wholes: Record<string, object> = {
      '@app/shared/client': SharedClient,
      '@app/shared/store': SharedStore,
      '@app/shared/rules': await import('@app/shared/rules'),
      '@app/shared/ui': await import('@app/shared/ui'),
      '@app/shared/federation': await import('@app/shared/federation'),
      '@app/shared/i18n': await import('@app/shared/i18n'),
      '@app/shared/lazy': await import('@app/shared/lazy'),
      '@app/shared/telemetry': await import('@app/shared/telemetry'),
    };
    for (const [key, whole] of Object.entries(wholes))
      expect(Object.keys(provided(key)).sort()).toEqual(Object.keys(whole).sort());
    // of React Router, the declarative API the remotes' ESLint holds them to, each the host's own
    const { names } = (await import('../../../build/router-surface.json')) as { names: string[] };
    expect(Object.keys(provided('react-router-dom')).sort()).toEqual([...names].sort());
    for (const name of names)
      expect(provided('react-router-dom')[name]).toBe(
        (ReactRouterDom as unknown as Record<string, unknown>)[name],
      );
    expect(shared['react/jsx-runtime']).toMatchObject({
      version: '18.3.1',
      shareConfig: { singleton: true, requiredVersion: '^18.3.1' },
    });
  });

  it("provides React's development JSX runtime on request, for remotes built by `npm run dev`", async () => {
    const shared = hostShared(VERSIONS) as Record<string, Lib>;
    const key = 'react/jsx-dev-runtime';
    expect(shared[key]!.lib).toBeUndefined();
    const runtime = (await shared[key]!.get!())() as { jsxDEV?: unknown };
    expect(typeof runtime.jsxDEV).toBe('function');
    expect(runtime.jsxDEV).toBe(((await import(key)) as { jsxDEV: unknown }).jsxDEV);
  });

  it("provides the API's domains on request, each the module the host runs (issue 16)", async () => {
    const shared = hostShared(VERSIONS) as Record<string, Lib>;
    for (const domain of [
      'member',
      'rg',
      'site',
      'promotion',
      'live',
      'sportsbook-lists',
      'sportsbook',
    ]) {
      const key = `@app/shared/api/${domain}`;
      // a remote route loads the domains it uses, not all of them with the client
      expect(shared[key]!.lib).toBeUndefined();
      expect(shared[key]).toMatchObject({ version: '0.1.0', shareConfig: { singleton: true } });
      expect((await shared[key]!.get!())()).toBe(await import(key));
    }
    // the sportsbook's bets re-export its lists: the very functions a first route's lists run, and
    // everything a remote built before the split imports from one entry
    const sportsbook = (await shared['@app/shared/api/sportsbook']!.get!())() as Record<
      string,
      unknown
    >;
    const lists = await import('@app/shared/api/sportsbook-lists');
    expect(sportsbook.getMatchList).toBe(lists.getMatchList);
    expect(sportsbook.callSportsbook).toBe(lists.callSportsbook);
    expect(Object.keys(sportsbook.sportsbookQueries as object)).toEqual(
      expect.arrayContaining([...Object.keys(lists.sportsbookListQueries), 'slipQuote', 'bets']),
    );
    // a remote built before responsible gambling was an entry of its own finds it in the member domain
    const member = (await shared['@app/shared/api/member']!.get!())() as Record<string, unknown>;
    const rg = await import('@app/shared/api/rg');
    expect(member.useRgState).toBe(rg.useRgState);
    expect(member.RG_CODES).toBe(rg.RG_CODES);
    // a remote built before the split asks for the whole API and query entries: the same functions
    const whole = (await shared['@app/shared/api']!.get!())() as Record<string, unknown>;
    const query = (await shared['@app/shared/query']!.get!())() as Record<string, unknown>;
    const { getMatchList, sportsbookQueries } = await import('@app/shared/api/sportsbook');
    const { callApi, useQuery } = await import('@app/shared/client');
    expect(whole.getMatchList).toBe(getMatchList);
    expect(whole.callApi).toBe(callApi);
    expect(query.sportsbookQueries).toBe(sportsbookQueries);
    expect(query.useQuery).toBe(useQuery);
  });

  it('provides react-i18next and TanStack Query whole only on request, the instances the host runs', async () => {
    const shared = hostShared(VERSIONS) as Record<string, Lib>;
    // today's remotes reach both through @app/shared/i18n and /client; a remote built before that
    // consumes the packages and must still get the page's one instance
    for (const [key, hook] of [
      ['react-i18next', 'useTranslation'],
      ['@tanstack/react-query', 'useQuery'],
    ] as const) {
      expect(shared[key]!.lib).toBeUndefined();
      const provided = (await shared[key]!.get!())() as Record<string, unknown>;
      // the package's module as the host's code imports it (one module registry, one instance)
      const own = (await import(key)) as Record<string, unknown>;
      expect(provided[hook]).toBeInstanceOf(Function);
      expect(provided[hook]).toBe(own[hook]);
    }
  });

  it('refuses to provide a package whose version the build did not write', () => {
    expect(() => hostShared({ react: '18.3.1' })).toThrow(/react-dom/);
  });

  it('loads once, applies queued set-up before anyone uses it, and later set-up at once', async () => {
    const { init, registerPlugins } = await import('@module-federation/enhanced/runtime');
    const { federationRuntime, onFederationReady } = await import('./federation-runtime');
    const plugin = { name: 'p' };
    onFederationReady((runtime) => runtime.registerPlugins([plugin]));
    expect(registerPlugins).not.toHaveBeenCalled();
    const [a, b] = await Promise.all([federationRuntime(), federationRuntime()]);
    expect(a).toBe(b);
    expect(init).toHaveBeenCalledTimes(1);
    expect(jest.mocked(init).mock.calls[0]![0]).toMatchObject({ name: 'host' });
    expect(registerPlugins).toHaveBeenCalledWith([plugin]);
    const late = jest.fn();
    onFederationReady(late);
    expect(late).toHaveBeenCalledWith(a);
  });

  it("applies the config's remote loading (breakers and the resilience plugin) from the runtime's chunk", async () => {
    const { registerPlugins } = await import('@module-federation/enhanced/runtime');
    const { federationRuntime } = await import('./federation-runtime');
    const { breakerFor } = await import('./breakers');
    const runtime = await federationRuntime();
    runtime.configureLoads({
      scriptTimeoutMs: 1,
      manifestTimeoutMs: 1,
      retries: 0,
      backoffMs: 1,
      breakerThreshold: 1,
      breakerCooldownMs: 60_000,
      onError: () => undefined,
    });
    expect(jest.mocked(registerPlugins).mock.calls.at(-1)![0]).toEqual([
      expect.objectContaining({ name: 'betlive-resilience' }),
    ]);
    // a threshold of one: the first failure opens the remote's circuit
    breakerFor('live').failure();
    expect(breakerFor('live').canAttempt(false)).toBe(false);
  });

  it('forgets a failed load, so a retry loads the chunk again and applies the set-up then', async () => {
    let attempts = 0;
    const runtime = { registerPlugins: jest.fn() };
    jest.doMock('./runtime-instance', () => {
      attempts += 1;
      if (attempts === 1) throw new Error('chunk failed');
      return runtime;
    });
    const { federationRuntime, onFederationReady } = await import('./federation-runtime');
    onFederationReady((r) => r.registerPlugins([]));
    await expect(federationRuntime()).rejects.toThrow('chunk failed');
    const loaded = await federationRuntime();
    expect(loaded.registerPlugins).toBe(runtime.registerPlugins);
    expect(attempts).toBe(2);
    expect(runtime.registerPlugins).toHaveBeenCalledTimes(1);
  });
});
