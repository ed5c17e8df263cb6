import { waitFor } from '@testing-library/react';
import type { EarlyAnswer, EarlyPaintInput, FollowRead } from '@app/shared/boot';
import { paintEarlyRoute, startRoutePaint } from './early-route-paint';
import { answer, options, shell, stylesheet } from './early-route-paint.fixtures';

// Issue 16: /sports' list needs a read made with another read's answer (the provider's list with the
// sportsbook token). A painter names such follow-up reads; the early script asks them and keeps them.

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

  it("asks a painter whose parts depend on the page (its language's words) for them with the page's context", async () => {
    const slot = shell();
    let loaded: () => void = () => undefined;
    const ready = jest.fn(() => new Promise<void>((resolve) => (loaded = resolve)));
    const paint = jest.fn((input: EarlyPaintInput) => {
      input.slot.append(document.createElement('p'));
      return true;
    });
    const done = paintEarlyRoute(options(paint, { load: () => Promise.resolve({ paint, ready }) }));
    await stylesheet();
    await waitFor(() => expect(ready).toHaveBeenCalledTimes(1));
    expect(ready).toHaveBeenCalledWith(
      expect.objectContaining({ language: 'vi', pathname: '/', answers: {} }),
    );
    await new Promise((r) => setTimeout(r, 20));
    expect(paint).not.toHaveBeenCalled();
    loaded();
    await expect(done).resolves.toBe(true);
    expect(slot.childElementCount).toBe(1);
    expect(ready).toHaveBeenCalledTimes(1);
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
