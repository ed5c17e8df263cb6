import { waitFor } from '@testing-library/react';
import type { EarlyAnswer, EarlyPaintInput, FollowRead } from '@app/shared/boot';
import { paintEarlyRoute, painterUrl, startRoutePaint, type RoutePaint } from './early-route-paint';

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
});

const answer = (body: unknown, status = 200): Promise<EarlyAnswer | null> =>
  Promise.resolve({ status, body } as EarlyAnswer);

function shell(): HTMLElement {
  document.head.innerHTML = '';
  document.body.innerHTML =
    '<div id="app" data-route-shell="en"><main><div data-early-route></div></main></div>';
  return document.querySelector('[data-early-route]')!;
}

function options(paint: (input: EarlyPaintInput) => boolean, extra: Partial<RoutePaint> = {}) {
  return {
    doc: document,
    painter: 'http://127.0.0.1:3003/early-paint.js',
    styles: Promise.resolve(['http://127.0.0.1:3003/1272.css']),
    reads: [
      ['/api/promotion/advertise/list', answer({ code: 200, data: [{ title: 'Bonus' }] })],
      ['/api/promotion/activity/list', answer({ code: 500 }, 502)],
    ] as const,
    language: 'vi',
    market: 'vietnam',
    apiBaseUrl: 'http://api.test',
    load: () => Promise.resolve({ paint }),
    ...extra,
  };
}

/** The stylesheet the early script applied, once it is in the head, then loaded (or failed). */
async function stylesheet(event: 'load' | 'error' = 'load') {
  await waitFor(() => expect(document.head.querySelector('link[rel=stylesheet]')).not.toBeNull());
  const link = document.head.querySelector('link[rel=stylesheet]')!;
  expect(link.getAttribute('href')).toBe('http://127.0.0.1:3003/1272.css');
  link.dispatchEvent(new Event(event));
}

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

describe("a painter's follow-up reads (a provider's list asked with the token the first read returned)", () => {
  const TOKEN = '/api/promotion/advertise/list';
  const call = (url: string): FollowRead => ({
    method: 'POST',
    url,
    body: { type: 1 },
    headers: { Authorization: 'tk' },
  });

  it('start once the painter and the first answers are in — before the stylesheet has loaded — and reach paint by URL', async () => {
    shell();
    const started: FollowRead[] = [];
    const follow = jest.fn((input: { answers: object }) =>
      TOKEN in input.answers
        ? [call('https://sb.test/v1/list'), call('https://sb.test/v1/stats')]
        : [],
    );
    const seen: EarlyPaintInput[] = [];
    const done = paintEarlyRoute(
      options(
        (input) => {
          seen.push(input);
          return true;
        },
        {
          load: () =>
            Promise.resolve({
              follow,
              paint: (input: EarlyPaintInput) => {
                seen.push(input);
                return true;
              },
            }),
          startCall: (read) => {
            started.push(read);
            return read.url.endsWith('list') ? answer({ code: 0, data: 'rows' }) : answer({}, 500);
          },
        },
      ),
    );
    // the stylesheet is still loading: the follow-up reads are already asked
    await waitFor(() => expect(started).toHaveLength(2));
    expect(follow).toHaveBeenCalledWith(
      expect.objectContaining({ language: 'vi', market: 'vietnam', answers: expect.anything() }),
    );
    // asked first without answers (it named nothing), then with the token's
    expect(follow.mock.calls.map(([input]) => Object.keys(input.answers))).toEqual([[], [TOKEN]]);
    await stylesheet();
    await expect(done).resolves.toBe(true);
    expect(seen[0]!.answers).toEqual({
      [TOKEN]: { code: 200, data: [{ title: 'Bonus' }] },
      'https://sb.test/v1/list': { code: 0, data: 'rows' },
    });
  });

  it('a painter that names its reads from what the page stored asks them before the first reads have answered', async () => {
    shell();
    const started: string[] = [];
    let answerToken: (a: EarlyAnswer) => void = () => undefined;
    const token = new Promise<EarlyAnswer>((resolve) => (answerToken = resolve));
    const follow = jest.fn((input: { answers: object }) =>
      Object.keys(input.answers).length === 0 ? [call('https://sb.test/v1/stored')] : [],
    );
    const done = paintEarlyRoute(
      options(() => true, {
        reads: [[TOKEN, token]],
        load: () => Promise.resolve({ follow, paint: () => true }),
        startCall: (read) => {
          started.push(read.url);
          return answer({ code: 0 });
        },
      }),
    );
    await waitFor(() => expect(started).toEqual(['https://sb.test/v1/stored']));
    expect(follow).toHaveBeenCalledTimes(1);
    answerToken({ status: 200, body: {} } as EarlyAnswer);
    await stylesheet();
    await expect(done).resolves.toBe(true);
    expect(follow).toHaveBeenCalledTimes(1);
  });

  it('a painter whose follow throws, or names something that is not a read, asks nothing and still paints', async () => {
    for (const follow of [
      () => {
        throw new Error('bug');
      },
      () => [
        { method: 'DELETE', url: 'https://sb.test/x', headers: {} },
        { method: 'POST', url: 'javascript:x', headers: {} },
        null,
      ],
      () => 'not a list',
    ]) {
      shell();
      const startCall = jest.fn(() => answer({}));
      const done = paintEarlyRoute(
        options(() => true, {
          load: () => Promise.resolve({ follow, paint: () => true }),
          startCall,
        }),
      );
      await stylesheet();
      await expect(done).resolves.toBe(true);
      expect(startCall).not.toHaveBeenCalled();
    }
  });

  it("waits for the painter's own parts (ready) before it paints, and paints nothing when they fail", async () => {
    const slot = shell();
    let loaded: () => void = () => undefined;
    const ready = new Promise<void>((resolve) => (loaded = resolve));
    const paint = jest.fn((input: EarlyPaintInput) => {
      input.slot.append(document.createElement('p'));
      return true;
    });
    const done = paintEarlyRoute(options(paint, { load: () => Promise.resolve({ paint, ready }) }));
    await stylesheet();
    await new Promise((r) => setTimeout(r, 20));
    expect(paint).not.toHaveBeenCalled();
    loaded();
    await expect(done).resolves.toBe(true);
    expect(slot.childElementCount).toBe(1);

    shell();
    const failed = paintEarlyRoute(
      options(paint, {
        load: () => Promise.resolve({ paint, ready: Promise.reject(new Error('chunk')) }),
      }),
    );
    await stylesheet();
    await expect(failed).resolves.toBe(false);
    expect(paint).toHaveBeenCalledTimes(1);
  });

  it("says when the follow-up reads have answered (the page's files wait for it), at once for a painter without them", async () => {
    shell();
    let answerList: (a: EarlyAnswer) => void = () => undefined;
    const list = new Promise<EarlyAnswer>((resolve) => (answerList = resolve));
    const withFollow = startRoutePaint(
      options(() => true, {
        load: () =>
          Promise.resolve({
            follow: (input: { answers: object }) =>
              TOKEN in input.answers ? [call('https://sb.test/v1/list')] : [],
            paint: () => true,
          }),
        startCall: () => list,
      }),
    );
    let followed = false;
    void withFollow.followed.then(() => (followed = true));
    await new Promise((r) => setTimeout(r, 20));
    expect(followed).toBe(false);
    answerList({ status: 200, body: {} } as EarlyAnswer);
    await withFollow.followed;

    shell();
    const token = new Promise<EarlyAnswer>(() => undefined); // the first read never answers
    const plain = startRoutePaint(options(() => true, { reads: [[TOKEN, token]], timeoutMs: 100 }));
    // not held by the first reads (they never answer): this painter names no follow-up reads
    let plainSettled = false;
    void plain.followed.then(() => (plainSettled = true));
    await new Promise((r) => setTimeout(r, 20));
    expect(plainSettled).toBe(true);

    shell();
    const broken = startRoutePaint(
      options(() => true, { load: () => Promise.reject(new Error('offline')) }),
    );
    await broken.followed;
    await expect(broken.painted).resolves.toBe(false);
  });

  it('a follow-up read that never answers lets the paint give up in time', async () => {
    const slot = shell();
    const paint = jest.fn(() => true);
    const done = paintEarlyRoute(
      options(paint, {
        timeoutMs: 80,
        load: () => Promise.resolve({ follow: () => [call('https://sb.test/v1/list')], paint }),
        startCall: () => new Promise(() => undefined),
      }),
    );
    await stylesheet();
    await expect(done).resolves.toBe(false);
    expect(paint).not.toHaveBeenCalled();
    expect(slot.childElementCount).toBe(0);
  });
});
