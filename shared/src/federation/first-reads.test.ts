import { apiImageSrc, fillFirstRead, firstImageOf } from './first-reads';
import { FirstReadSchema } from './contracts';

const API = 'http://api.test';

// Issue 16: a route's first read may name the field of the picture its page shows first, so the
// host asks for the picture with the answer rather than after the remote's code has rendered.
describe("a first read's first picture", () => {
  it('is the field of the first item of the list, as the page resolves it', () => {
    const answer = (data: unknown) => ({ code: 200, data });
    expect(
      firstImageOf(answer([{ imageUrl: '/media/1.svg' }, { imageUrl: '/2' }]), 'imageUrl', API),
    ).toBe('http://api.test/media/1.svg');
    expect(
      firstImageOf(answer({ records: [{ cover: 'https://cdn.test/c.jpg' }] }), 'cover', API),
    ).toBe('https://cdn.test/c.jpg');
    // one record (a live room's info): its own field
    expect(firstImageOf(answer({ id: 7, cover: '/media/covers/7.jpg' }), 'cover', API)).toBe(
      'http://api.test/media/covers/7.jpg',
    );
    for (const body of [
      answer([]),
      answer([{ imageUrl: 7 }]),
      answer([null]),
      answer({ records: 'x', cover: '/not-a-record' }),
      answer('x'),
      null,
      {},
    ])
      expect(firstImageOf(body, 'imageUrl', API)).toBe('');
  });

  it('resolves like the page: http(s) as it is, else a path on the API host', () => {
    expect(apiImageSrc('https://cdn.test/a.png', API)).toBe('https://cdn.test/a.png');
    expect(apiImageSrc('/media/a.png', API)).toBe('http://api.test/media/a.png');
    expect(apiImageSrc('', API)).toBeUndefined();
    expect(apiImageSrc(null, API)).toBeUndefined();
  });

  it('is declared as a plain property name, and survives filling the placeholders', () => {
    const ok = { method: 'GET', path: '/api/x/{id}', image: 'imageUrl' } as const;
    expect(FirstReadSchema.safeParse(ok).success).toBe(true);
    expect(FirstReadSchema.safeParse({ ...ok, image: 'a.b' }).success).toBe(false);
    expect(FirstReadSchema.safeParse({ ...ok, image: '' }).success).toBe(false);
    expect(fillFirstRead(ok, new URLSearchParams('id=7'))).toEqual({
      method: 'GET',
      path: '/api/x/7',
      image: 'imageUrl',
    });
  });

  it("is not made on the route's other page: a read `unless` a query value has it", () => {
    const list = { method: 'POST', path: '/api/live/stream/list', unless: 'id' } as const;
    expect(FirstReadSchema.safeParse(list).success).toBe(true);
    expect(FirstReadSchema.safeParse({ ...list, unless: 'a-b' }).success).toBe(false);
    expect(fillFirstRead(list, new URLSearchParams(''))).toEqual(list);
    expect(fillFirstRead(list, new URLSearchParams('id='))).toEqual(list); // an empty id is the list
    expect(fillFirstRead(list, new URLSearchParams('id=7'))).toBeNull();
  });
});
