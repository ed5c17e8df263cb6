import { waitFor } from '@testing-library/react';
import type { EarlyPaintInput } from '@app/shared/boot';
import {
  paintEarlyRoute,
  painterUrl,
  painterWords,
  painterWordsByLanguage,
} from './early-route-paint';
import { options, shell, stylesheet } from './early-route-paint.fixtures';

// Issue 16: a remote route's early painter draws the first answers into the prerendered layout
// before the host's and the remote's code have arrived. The host only loads a painter from beside the
// remote's manifest, and a painter that fails leaves the page as it would be without one.

const APP = 'http://127.0.0.1:3003/app-manifest.json';

describe("a route's painter address", () => {
  it('is a plain file name beside the app manifest', () => {
    expect(painterUrl('early-paint.js', APP)).toBe('http://127.0.0.1:3003/early-paint.js');
    expect(painterUrl('early-paint.mjs', APP)).toBe('http://127.0.0.1:3003/early-paint.mjs');
  });

  it('never another folder, another site or something that is not a script', () => {
    for (const bad of [
      '../early-paint.js',
      'https://evil.test/p.js',
      '//evil.test/p.js',
      'dir/p.js',
      'p.css',
      'javascript:alert(1)',
      '',
      7,
      null,
    ])
      expect(painterUrl(bad, APP)).toBeNull();
    expect(painterUrl('early-paint.js', 'not a url')).toBeNull();
  });

  it("names its words in the page's language only, and only a plain file beside the manifest", () => {
    const words = painterWordsByLanguage(
      { en: 'early-w-en.js', vi: 'early-w-vi.js', fr: '../x.js' },
      APP,
    );
    expect(words).toEqual({
      en: 'http://127.0.0.1:3003/early-w-en.js',
      vi: 'http://127.0.0.1:3003/early-w-vi.js',
    });
    expect(painterWords(words, 'vi')).toEqual(['http://127.0.0.1:3003/early-w-vi.js']);
    for (const other of ['zh-cn', 'toString', 'fr']) expect(painterWords(words, other)).toEqual([]);
    expect(painterWordsByLanguage(['early-w-en.js'], APP)).toEqual({});
    expect(painterWordsByLanguage(null, APP)).toEqual({});
  });
});

describe('the early painted route', () => {
  it("is drawn with the route's styles applied and the answers that succeeded", async () => {
    const slot = shell();
    const seen: EarlyPaintInput[] = [];
    const done = paintEarlyRoute(
      options((input) => {
        seen.push(input);
        input.slot.append(document.createElement('h3'));
        return true;
      }),
    );
    await stylesheet();
    await expect(done).resolves.toBe(true);
    expect(slot.querySelector('h3')).not.toBeNull();
    expect(seen[0]).toMatchObject({ language: 'vi', apiBaseUrl: 'http://api.test' });
    expect(Object.keys(seen[0]!.answers)).toEqual(['/api/promotion/advertise/list']);
  });

  it("passes the painter the host's way to ask for one of the route's on-demand chunks", async () => {
    shell();
    const preloadChunk = jest.fn();
    const done = paintEarlyRoute(
      options(
        (input) => {
          input.preloadChunk?.('hls');
          input.slot.append(document.createElement('p'));
          return true;
        },
        { preloadChunk },
      ),
    );
    await stylesheet();
    await expect(done).resolves.toBe(true);
    expect(preloadChunk).toHaveBeenCalledWith('hls');
  });

  it('is not drawn once the app owns the page, nor without its styles', async () => {
    shell();
    const paint = jest.fn(() => true);
    const done = paintEarlyRoute(options(paint));
    document.getElementById('app')!.setAttribute('data-early-closed', '');
    await stylesheet();
    await expect(done).resolves.toBe(false);

    shell();
    const unstyled = paintEarlyRoute(options(paint));
    await stylesheet('error');
    await expect(unstyled).resolves.toBe(false);
    await expect(paintEarlyRoute(options(paint, { styles: Promise.resolve([]) }))).resolves.toBe(
      false,
    );
    expect(paint).not.toHaveBeenCalled();
  });

  it('leaves the slot empty when the painter throws, declines, or does not load', async () => {
    for (const paint of [
      (input: EarlyPaintInput) => {
        input.slot.append(document.createElement('p'));
        throw new Error('bug');
      },
      (input: EarlyPaintInput) => {
        input.slot.append(document.createElement('p'));
        return false;
      },
    ]) {
      const slot = shell();
      const done = paintEarlyRoute(options(paint));
      await stylesheet();
      await expect(done).resolves.toBe(false);
      expect(slot.childElementCount).toBe(0);
    }
    const slot = shell();
    const failed = paintEarlyRoute(
      options(() => true, { load: () => Promise.reject(new Error('offline')) }),
    );
    await stylesheet();
    await expect(failed).resolves.toBe(false);
    expect(slot.childElementCount).toBe(0);
    shell();
    const notAPainter = paintEarlyRoute(
      options(() => true, { load: () => Promise.resolve({ paint: 'x' }) }),
    );
    await stylesheet();
    await expect(notAPainter).resolves.toBe(false);
  });

  it('gives up on a remote that never answers, and takes its pending stylesheet out (it would hold the load event)', async () => {
    const slot = shell();
    const paint = jest.fn(() => true);
    const done = paintEarlyRoute(
      options(paint, { timeoutMs: 50, load: () => new Promise(() => undefined) }),
    );
    await waitFor(() => expect(document.head.querySelector('link')).not.toBeNull());
    await expect(done).resolves.toBe(false);
    await waitFor(() => expect(document.head.querySelector('link')).toBeNull());
    expect(paint).not.toHaveBeenCalled();
    expect(slot.childElementCount).toBe(0);
  });

  it('is never drawn on a page without the prerendered layout', async () => {
    document.body.innerHTML = '<div id="app"><div data-early-route></div></div>';
    const paint = jest.fn(() => true);
    await expect(paintEarlyRoute(options(paint))).resolves.toBe(false);
    expect(paint).not.toHaveBeenCalled();
  });
});
