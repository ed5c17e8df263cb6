import { act, screen } from '@testing-library/react';
import { getRuntimeConfig } from '../config/runtime-config';
import type { RemoteRoutesProps } from '../federation/contracts';
import { i18n } from '../i18n/i18n';
import { STANDALONE_CONFIG, startStandalone } from './start-standalone';
import { quietLibraryNotices } from '../__fixtures__/quiet-console';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
  document.body.innerHTML = '';
});

const props = {
  manifest: { id: 'remote-x', routes: [{ id: 'x', path: '/x' }] },
  RemoteRoutes: ({ routeId }: RemoteRoutesProps) => <p>{`remote ${routeId}`}</p>,
};

beforeAll(quietLibraryNotices);

describe('startStandalone', () => {
  it('without /config.json uses the sandbox defaults, starts i18n and renders into #app', async () => {
    globalThis.fetch = jest.fn(async () => ({ ok: false, status: 404 })) as unknown as typeof fetch;
    document.body.innerHTML = '<div id="app"></div>';
    window.history.pushState({}, '', '/x');
    await act(() => startStandalone(props));
    expect(getRuntimeConfig()).toBe(STANDALONE_CONFIG);
    expect(STANDALONE_CONFIG.apiBaseUrl).toBe('http://127.0.0.1:4000');
    expect(document.documentElement.dataset.theme).toBe('dark');
    // the sandbox's market is Vietnam: its language unless the page asks for another
    expect(i18n.language).toBe('vi');
    expect(await screen.findByText('remote x')).toBeInTheDocument();
  });

  it.each([
    ['?lang=en', 'en'],
    ['?lang=zh-cn', 'zh-cn'],
  ])('speaks the language the page asks for (%s), as the site does', async (search, language) => {
    globalThis.fetch = jest.fn(async () => ({ ok: false, status: 404 })) as unknown as typeof fetch;
    window.history.pushState({}, '', `/x${search}`);
    await act(() => startStandalone(props));
    expect(i18n.language).toBe(language);
    window.history.pushState({}, '', '/x');
  });

  it('uses a served /config.json and renders nothing without an #app element', async () => {
    const served = { apiBaseUrl: 'https://served', registryUrl: 'https://served/r' };
    globalThis.fetch = jest.fn(async () => ({
      ok: true,
      status: 200,
      json: async () => served,
    })) as unknown as typeof fetch;
    await act(() => startStandalone(props));
    expect(getRuntimeConfig().apiBaseUrl).toBe('https://served');
    expect(document.body).toBeEmptyDOMElement();
  });
});
