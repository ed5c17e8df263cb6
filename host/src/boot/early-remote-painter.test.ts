import { waitFor } from '@testing-library/react';
import { startEarlyCall } from '@app/shared/boot';
import { earlyRemote } from './early-remote';
import { sportsApp, stubManifestFetch } from './early-remote.fixtures';

beforeEach(() => {
  stubManifestFetch();
});

// Issue 16: a route's early painter and what it loads itself start with the route's files.
describe("early remote start: the route's early painter", () => {
  it("asks for the early painter's parts with it, and its words in the page's language only", async () => {
    const route = sportsApp.routes[0] as Record<string, unknown>;
    const painter = {
      earlyPaint: 'early-paint.js',
      earlyPaintParts: ['early-draw-1a.js'],
      earlyPaintWords: { en: 'early-words-en-2b.js', vi: 'early-words-vi-3c.js' },
    };
    Object.assign(route, painter);
    try {
      const reg = startEarlyCall(
        { method: 'GET', url: 'http://api.test/registry', headers: {} },
        1000,
      );
      void earlyRemote(reg, { pathname: '/sports', search: '' }, 50, {
        startRead: () => Promise.resolve(null),
        languages: ['vi'],
        apiBaseUrl: 'http://api.test',
      });
      const preloads = () =>
        [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')].map(
          (l) => l.href,
        );
      await waitFor(() => expect(preloads().length).toBeGreaterThan(0));
      // (the painter itself is imported at once)
      expect(preloads()).toEqual([
        'http://127.0.0.1:3001/early-draw-1a.js',
        'http://127.0.0.1:3001/early-words-vi-3c.js',
      ]);
    } finally {
      for (const key of Object.keys(painter)) delete route[key];
    }
  });
});
