/** @jest-environment node */
import { remotePreloadMarkup } from './document-blocks';
import { hostChunkFilesIn, remotePreloads } from './remote-preloads';

// Issue 16 "every other page": the document of a remote's page names the remote's files to preload.

const REGISTRY = 'http://api.test/api/platform/registry';
const files: Record<string, unknown> = {
  [REGISTRY]: {
    remotes: [
      { name: 'activities', manifest: 'http://r.test:3003/mf-manifest.json', enabled: true },
      { name: 'live', manifest: 'http://r.test:3002/mf-manifest.json', enabled: false },
    ],
  },
  'http://r.test:3003/app-manifest.json': { routes: [{ path: '/activity' }] },
  'http://r.test:3003/mf-manifest.json': {
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: [
      {
        path: './routes',
        assets: {
          js: { sync: ['routes.1.js'], async: ['i18n-vi-json.2.js', 'i18n-en-json.3.js'] },
          css: { sync: ['routes.4.css'] },
        },
      },
    ],
  },
};

function reader() {
  const read: string[] = [];
  const readJson = async (url: string) => {
    read.push(url);
    return files[url] ?? null;
  };
  return { read, readJson };
}

describe('remotePreloads', () => {
  it("names the owning remote's entry, routes files and messages in the language", async () => {
    const { read, readJson } = reader();
    expect(await remotePreloads(REGISTRY, '/activity', 'vi', readJson)).toEqual([
      'http://r.test:3003/remoteEntry.js',
      'http://r.test:3003/routes.1.js',
      'http://r.test:3003/i18n-vi-json.2.js',
      'http://r.test:3003/routes.4.css',
    ]);
    // the disabled remote is never asked for anything
    expect(read.some((url) => url.includes(':3002'))).toBe(false);
  });

  it('names nothing for a path no enabled remote owns, or when the registry is unreadable', async () => {
    expect(await remotePreloads(REGISTRY, '/help', 'vi', reader().readJson)).toEqual([]);
    expect(await remotePreloads(REGISTRY, '/activity', 'vi', async () => null)).toEqual([]);
  });
});

describe('the markup of a remote page', () => {
  it("preloads the host's federation chunk first, then the remote's files, styles as styles", () => {
    const html =
      '<head><meta name=chunk:federation content="/848.a.js /federation.b.js"><meta name=chunk:messages-vi content=/messages-vi.c.js>';
    const host = hostChunkFilesIn(html, 'federation');
    expect(host).toEqual(['/848.a.js', '/federation.b.js']);
    expect(remotePreloadMarkup(host, ['http://r.test/e.js', 'http://r.test/s.css'])).toBe(
      '<link rel="preload" as="script" href="/848.a.js">' +
        '<link rel="preload" as="script" href="/federation.b.js">' +
        '<link rel="preload" as="script" href="http://r.test/e.js">' +
        '<link rel="preload" as="style" href="http://r.test/s.css">',
    );
    expect(remotePreloadMarkup(host, [])).toBe(''); // not a remote's page
    expect(
      hostChunkFilesIn('<meta name="chunk:federation" content="//evil.test/x.js">', 'federation'),
    ).toEqual([]);
  });
});
