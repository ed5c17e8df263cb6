import { QueryClient } from '@tanstack/react-query';
import { listAdverts, parseRuntimeConfig, setRuntimeConfig, type Advert } from '@app/shared';
import { prefetchFirstScreen } from './prefetch-first-screen';
import { ADVERTS_QUERY_KEY } from './use-home-data';

jest.mock('@app/shared', () => ({ ...jest.requireActual('@app/shared'), listAdverts: jest.fn() }));
const adverts = jest.mocked(listAdverts);

const created: HTMLImageElement[] = [];
const RealImage = window.Image;
beforeAll(() => {
  setRuntimeConfig(
    parseRuntimeConfig({ apiBaseUrl: 'https://api.test', registryUrl: 'https://api.test/r' }),
  );
  window.Image = class extends RealImage {
    constructor() {
      super();
      created.push(this);
    }
  } as typeof Image;
});
afterAll(() => {
  window.Image = RealImage;
});
beforeEach(() => {
  created.length = 0;
  adverts.mockReset();
});

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('first-screen prefetch of the home banner (LCP)', () => {
  it('on / it fills the adverts cache and starts the first carousel image at high priority', async () => {
    const list = [
      { id: 1, type: 2, imageUrl: 'https://cdn.test/popup.png', sort: 0 },
      { id: 2, type: 1, imageUrl: 'https://cdn.test/second.png', sort: 2 },
      { id: 3, type: 1, imageUrl: 'https://cdn.test/first.png', sort: 1 },
    ] as Advert[];
    adverts.mockResolvedValue(list);
    const client = new QueryClient();
    prefetchFirstScreen(client, '/');
    await settle();
    expect(client.getQueryData(ADVERTS_QUERY_KEY)).toEqual(list);
    expect(created).toHaveLength(1);
    expect(created[0]?.src).toBe('https://cdn.test/first.png');
    expect(created[0]?.fetchPriority).toBe('high');
  });

  it('other pages fetch nothing', async () => {
    prefetchFirstScreen(new QueryClient(), '/sports');
    await settle();
    expect(adverts).not.toHaveBeenCalled();
  });

  it('a failed call or no banner starts no image and throws nothing', async () => {
    adverts.mockRejectedValueOnce(new Error('down'));
    prefetchFirstScreen(new QueryClient(), '/');
    adverts.mockResolvedValueOnce([]);
    prefetchFirstScreen(new QueryClient(), '/');
    await settle();
    expect(created).toHaveLength(0);
  });
});
