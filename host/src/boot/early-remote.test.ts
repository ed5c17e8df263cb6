import { waitFor } from '@testing-library/react';
import { takeEarlyFile } from '@app/shared/client';
import { startEarlyCall } from '@app/shared/boot';
import { fetchAppManifest } from '../platform/app-manifest';
import { resiliencePlugin } from '../federation/resilience-plugin';
import {
  earlyRemote,
  enabledRemotes,
  ownsPath,
  routeFiles,
  routeReads,
  sharedChunkNames,
} from './early-remote';
import {
  LIVE,
  registry,
  sportsApp,
  sportsMf,
  SPORTS,
  stubManifestFetch,
} from './early-remote.fixtures';

let fetched: string[];
beforeEach(() => {
  fetched = stubManifestFetch();
});

describe('early remote start (issue 16: a remote page starts its files with the host)', () => {
  it('reads the enabled remotes of a plain or enveloped registry', () => {
    expect(enabledRemotes(registry)).toHaveLength(1);
    expect(enabledRemotes({ code: 200, data: registry })).toHaveLength(1);
    expect(enabledRemotes('<html>')).toEqual([]);
  });

  it('matches route patterns as path prefixes, parameters included, case-insensitively', () => {
    expect(ownsPath(sportsApp, '/sports')).toBe(true);
    expect(ownsPath(sportsApp, '/Sports/sportsdetail/1')).toBe(true);
    expect(ownsPath(sportsApp, '/electronic/1001104')).toBe(true);
    expect(ownsPath(sportsApp, '/electronic')).toBe(false);
    expect(ownsPath(sportsApp, '/sportsbook')).toBe(false);
    expect(ownsPath({ routes: 'x' }, '/sports')).toBe(false);
  });

  it("takes the owning route's well-formed first reads; nothing that could leave the API base", () => {
    expect(routeReads(sportsApp, '/sports/sportsdetail/7')).toEqual([
      { method: 'POST', path: '/api/game/sports/token/guest', body: {} },
    ]);
    expect(routeReads(sportsApp, '/electronic/1')).toEqual([]);
    const hostile = {
      routes: [
        {
          path: '/x',
          firstReads: [
            { method: 'GET', path: 'https://evil.test/api/steal' },
            { method: 'GET', path: '//evil.test/api/x' },
            { method: 'GET', path: '/api/../admin' },
            { method: 'GET', path: '/api/x?token=1' },
            { method: 'DELETE', path: '/api/user' },
            { method: 'POST', path: '/api/x', body: [1] },
            null,
            'GET /api/x',
            { method: 'GET', path: '/api/y', image: 'a.b' },
            { method: 'GET', path: '/api/y', image: 7 },
            { method: 'GET', path: '/api/y', unless: 'a b' },
            { method: 'GET', path: '/api/y', unless: ['id'] },
            { method: 'GET', path: '/api/promotion/advertise/list' },
            { method: 'GET', path: '/api/promotion/activity/list', image: 'imageUrl' },
          ],
        },
      ],
    };
    expect(routeReads(hostile, '/x')).toEqual([
      { method: 'GET', path: '/api/promotion/advertise/list' },
      // the first picture's field is a plain property name, or the read is not started
      { method: 'GET', path: '/api/promotion/activity/list', image: 'imageUrl' },
    ]);
    expect(routeReads({ routes: [{ path: '/x', firstReads: 'all' }] }, '/x')).toEqual([]);
  });

  it("fills a read's placeholders from the page's query, and leaves it to the page when it cannot", () => {
    const live = {
      routes: [
        {
          id: 'anchorPlay',
          path: '/anchorPlay',
          firstReads: [
            { method: 'GET', path: '/api/live/stream/getInfo/{id}' },
            {
              method: 'POST',
              path: '/api/live/push/order/list',
              body: { streamId: '{id}', current: 1, size: 20, note: 'a {id} inside' },
            },
          ],
        },
      ],
    };
    expect(routeReads(live, '/anchorPlay', '?id=17&lang=en')).toEqual([
      { method: 'GET', path: '/api/live/stream/getInfo/17' },
      {
        method: 'POST',
        path: '/api/live/push/order/list',
        // only a whole-value placeholder is filled
        body: { streamId: '17', current: 1, size: 20, note: 'a {id} inside' },
      },
    ]);
    // no id (the stream list), or one that is not a plain id: nothing is started
    for (const search of [
      '',
      '?id=',
      '?id=..%2Fadmin',
      '?id=1%3Fx%3D2',
      '?id=a/b',
      `?id=${'9'.repeat(65)}`,
    ])
      expect(routeReads(live, '/anchorPlay', search)).toEqual([]);
  });

  it("adds the remote's messages in the page's languages, not the other languages or lazy pages", () => {
    expect(routeFiles(sportsMf, SPORTS, ['vi', 'en'])).toEqual([
      'http://127.0.0.1:3001/remoteEntry.js',
      'http://127.0.0.1:3001/1.a.js',
      'http://127.0.0.1:3001/routes.b.js',
      'http://127.0.0.1:3001/i18n-vi-json.1.js',
      'http://127.0.0.1:3001/i18n-en-json.2.js',
      'http://127.0.0.1:3001/1.c.css',
    ]);
    expect(routeFiles(sportsMf, SPORTS, ['zh-cn'])).toContain(
      'http://127.0.0.1:3001/i18n-zh-cn-json.3.js',
    );
  });

  it("names the entry and the ./routes files, not the widgets'", () => {
    expect(routeFiles(sportsMf, SPORTS)).toEqual([
      'http://127.0.0.1:3001/remoteEntry.js',
      'http://127.0.0.1:3001/1.a.js',
      'http://127.0.0.1:3001/routes.b.js',
      'http://127.0.0.1:3001/1.c.css',
    ]);
  });

  it("names the host's chunks of the shared entries a route and its page consume", () => {
    expect(sharedChunkNames(sportsApp)).toEqual([
      'shared-api-sportsbook',
      'shared-client',
      'shared-ui',
    ]);
    expect(sharedChunkNames(sportsApp, 'page-detail')).toEqual([
      'shared-api-sportsbook',
      'shared-client',
      'shared-ui',
      'shared-api-site',
    ]);
    // an older remote's manifest names none; a hostile one names nothing outside @app/shared
    expect(sharedChunkNames({ ...sportsApp, consumes: undefined })).toEqual([]);
    expect(
      sharedChunkNames({
        consumes: { './routes': ['react', 7, '@app/shared/"]', '@app/shared/../x'] },
      }),
    ).toEqual([]);
    expect(sharedChunkNames({ consumes: { './routes': [] } }, '../../evil')).toEqual([]);
  });

  it('preloads the owning remote; the host and the federation runtime take its manifests', async () => {
    document.head.innerHTML =
      '<meta name="chunk:federation" content="/526.5678abcd.js /federation.1234abcd.js">' +
      '<meta name="chunk:shared-api-sportsbook" content="/shared-api-sportsbook.9.js">' +
      '<meta name="chunk:shared-api-live" content="/shared-api-live.8.js">';
    const reg = startEarlyCall(
      { method: 'GET', url: 'http://api.test/registry', headers: {} },
      1000,
    );
    const reads: unknown[] = [];
    await earlyRemote(reg, { pathname: '/sports/sportsdetail/7', search: '' }, 1000, {
      startRead: (read) => {
        reads.push(read);
        return Promise.resolve(null);
      },
      languages: ['en'],
    });
    expect(reads).toEqual([{ method: 'POST', path: '/api/game/sports/token/guest', body: {} }]);
    const links = [...document.head.querySelectorAll('link[rel=preload]')].map((l) => [
      l.getAttribute('as'),
      l.getAttribute('href'),
    ]);
    expect(links).toEqual([
      // the host's federation runtime, a chunk of its own off the first screen (index.html names it)
      ['script', '/526.5678abcd.js'],
      ['script', '/federation.1234abcd.js'],
      // the API domain its route consumes, which the host provides in a chunk of its own (not live's)
      ['script', '/shared-api-sportsbook.9.js'],
      ['script', 'http://127.0.0.1:3001/remoteEntry.js'],
      ['script', 'http://127.0.0.1:3001/1.a.js'],
      ['script', 'http://127.0.0.1:3001/routes.b.js'],
      ['script', 'http://127.0.0.1:3001/i18n-en-json.2.js'],
      ['style', 'http://127.0.0.1:3001/1.c.css'],
    ]);
    // the disabled live remote was never asked for anything
    expect(fetched.some((u) => u.includes(':3002'))).toBe(false);

    const count = fetched.length;
    await expect(
      fetchAppManifest(
        { id: 'sports', name: 'sports', manifest: SPORTS, enabled: true, paths: ['/sports'] },
        1000,
      ),
    ).resolves.toMatchObject({ id: 'sports' });
    const plugin = resiliencePlugin({
      scriptTimeoutMs: 1000,
      manifestTimeoutMs: 1000,
      retries: 0,
      backoffMs: 1,
      onError: () => undefined,
    });
    const res = (await plugin.fetch!(SPORTS, {})) as Response;
    await expect(res.json()).resolves.toEqual(sportsMf);
    expect(fetched).toHaveLength(count);
  });

  it("holds the page's files until the early painter's follow-up reads have answered (they share a slow link)", async () => {
    document.head.innerHTML = '<meta name="chunk:federation" content="/federation.1234abcd.js">';
    const reg = startEarlyCall(
      { method: 'GET', url: 'http://api.test/registry', headers: {} },
      1000,
    );
    let answered: () => void = () => undefined;
    const filesAfter = new Promise<void>((resolve) => (answered = resolve));
    const reads: unknown[] = [];
    const done = earlyRemote(reg, { pathname: '/sports', search: '' }, 1000, {
      startRead: (read) => {
        reads.push(read);
        return Promise.resolve(null);
      },
      filesAfter,
    });
    // the manifests and the first reads go at once; the files wait
    await waitFor(() => expect(reads).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 20));
    expect(document.head.querySelectorAll('link[rel=preload]')).toHaveLength(0);
    answered();
    await done;
    expect(document.head.querySelectorAll('link[rel=preload]').length).toBeGreaterThan(3);
  });

  it("when the document named the page's remote, the other remotes' manifests wait for those reads too", async () => {
    const both = {
      remotes: [
        { id: 'sports', name: 'sports', manifest: SPORTS, enabled: true },
        { id: 'live', name: 'live', manifest: LIVE, enabled: true },
      ],
    };
    const reg = Promise.resolve({ status: 200, body: both, date: null, receivedAt: 0 });
    let answered: () => void = () => undefined;
    const filesAfter = new Promise<void>((resolve) => (answered = resolve));
    const done = earlyRemote(reg, { pathname: '/sports', search: '' }, 1000, {
      filesAfter,
      owner: SPORTS,
    });
    await waitFor(() => expect(fetched).toContain('http://127.0.0.1:3001/app-manifest.json'));
    await new Promise((r) => setTimeout(r, 20));
    expect(fetched.some((u) => u.includes(':3002'))).toBe(false);
    answered();
    await done;
    expect(fetched).toContain(LIVE);
  });

  it('a page no remote owns preloads nothing (the manifest still serves the widgets)', async () => {
    const reg = startEarlyCall(
      { method: 'GET', url: 'http://api.test/registry', headers: {} },
      1000,
    );
    document.head.innerHTML = '<meta name="chunk:federation" content="/federation.1234abcd.js">';
    await earlyRemote(reg, { pathname: '/help-center', search: '' }, 1000);
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
    await expect(takeEarlyFile(SPORTS)).resolves.toMatchObject({ body: sportsMf });
  });
});
