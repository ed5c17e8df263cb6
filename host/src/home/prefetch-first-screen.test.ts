import { QueryClient } from '@tanstack/react-query';
import { siteQueries } from '@app/shared/api/site';
import { parseRuntimeConfig, setRuntimeConfig } from '@app/shared/client';
import { fail, mockOrigin, ok, type MockOrigin } from '@app/shared/testing';
import { prefetchFirstScreen } from './prefetch-first-screen';

const created: HTMLImageElement[] = [];
const RealImage = window.Image;
let api: MockOrigin;
beforeAll(() => {
  api = mockOrigin();
  setRuntimeConfig(parseRuntimeConfig({ apiBaseUrl: api.url, registryUrl: `${api.url}/registry` }));
  window.Image = class extends RealImage {
    constructor() {
      super();
      created.push(this);
    }
  } as typeof Image;
});
afterAll(async () => {
  window.Image = RealImage;
  await api.close();
});
beforeEach(() => {
  created.length = 0;
  api.reset();
});

const ADVERTS = '/api/promotion/advertise/list';

describe('first-screen prefetch of the home banner (LCP)', () => {
  it('on / it fills the adverts cache and starts the first carousel image at high priority', async () => {
    const list = [
      { id: 1, title: 'Pop', type: 2, imageUrl: 'https://cdn.test/popup.png', sort: 0 },
      { id: 2, title: 'Two', type: 1, imageUrl: 'https://cdn.test/second.png', sort: 2 },
      { id: 3, title: 'One', type: 1, imageUrl: 'https://cdn.test/first.png', sort: 1 },
    ];
    api.on('GET', ADVERTS, () => ok(list));
    const client = new QueryClient();
    prefetchFirstScreen(client, '/');
    await waitForValue(() => created[0]);
    expect(client.getQueryData(siteQueries.adverts().queryKey)).toMatchObject(list);
    expect(created).toHaveLength(1);
    expect(created[0]?.src).toBe('https://cdn.test/first.png');
    expect(created[0]?.fetchPriority).toBe('high');
  });

  it('other pages fetch nothing', async () => {
    prefetchFirstScreen(new QueryClient(), '/sports');
    await new Promise((r) => setTimeout(r, 50));
    expect(api.calls).toHaveLength(0);
  });

  it('a failed call or no banner starts no image and throws nothing', async () => {
    api.on('GET', ADVERTS, () => fail(500001, 'down'));
    const failing = new QueryClient();
    prefetchFirstScreen(failing, '/');
    await waitForValue(() => failing.getQueryState(siteQueries.adverts().queryKey)?.error);
    api.on('GET', ADVERTS, () => ok([]));
    const empty = new QueryClient();
    prefetchFirstScreen(empty, '/');
    await waitForValue(() => empty.getQueryData(siteQueries.adverts().queryKey));
    expect(created).toHaveLength(0);
  });
});

async function waitForValue<T>(read: () => T | undefined | null): Promise<T> {
  for (let i = 0; i < 200; i += 1) {
    const value = read();
    if (value) return value;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error('timed out');
}
