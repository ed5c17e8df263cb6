// The manifests the early remote start reads in its tests (early-remote*.test.ts).

export const SPORTS = 'http://127.0.0.1:3001/mf-manifest.json';
export const LIVE = 'http://127.0.0.1:3002/mf-manifest.json';
export const registry = {
  version: 1,
  remotes: [
    { id: 'sports', name: 'sports', manifest: SPORTS, enabled: true },
    { id: 'live', name: 'live', manifest: LIVE, enabled: false },
  ],
};
export const sportsApp = {
  id: 'sports',
  name: 'sports',
  version: '1.0.0',
  buildId: 'b1',
  namespace: 'sports',
  sharedVersion: '0.1.0',
  routes: [
    {
      id: 'sports',
      path: '/sports',
      firstReads: [{ method: 'POST', path: '/api/game/sports/token/guest', body: {} }],
    },
    { id: 'x', path: '/electronic/:id', page: 'page-detail' },
    { id: 'y', path: '/live', queryPages: { id: 'page-other' } },
  ],
  // the @app/shared entries its files consume (build/webpack-app.cjs sharedEntriesConsumed)
  consumes: {
    './routes': ['@app/shared/api/sportsbook', '@app/shared/client', '@app/shared/ui'],
    'page-detail': ['@app/shared/api/site'],
  },
};
export const sportsMf = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    {
      path: './routes',
      assets: {
        js: {
          sync: ['1.a.js', 'routes.b.js'],
          async: [
            'i18n-vi-json.1.js',
            'i18n-en-json.2.js',
            'i18n-zh-cn-json.3.js',
            'page.4.js',
            'page-detail.5.js',
            'page-details.8.js',
            'words-detail-vi-json.9.js',
            'words-detail-en-json.10.js',
            'words-details-vi-json.11.js',
          ],
        },
        css: { sync: ['1.c.css'], async: ['page-detail.6.css', 'page-other.7.css'] },
      },
    },
    { path: './widgets/hot', assets: { js: { sync: ['w.js'] }, css: { sync: [] } } },
  ],
};

/** Answers the registry, the app manifest and the mf-manifest above; returns the URLs asked for. */
export function stubManifestFetch(): string[] {
  const fetched: string[] = [];
  document.head.innerHTML = '';
  delete (window as { __earlyRequests?: unknown }).__earlyRequests;
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    fetched.push(url);
    const body = url.endsWith('registry')
      ? registry
      : url.endsWith('app-manifest.json')
        ? sportsApp
        : sportsMf;
    return {
      status: 200,
      ok: true,
      headers: { get: () => null },
      json: async () => body,
    } as unknown as Response;
  }) as typeof fetch;
  return fetched;
}
