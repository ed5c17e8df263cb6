import {
  ConfigError,
  getRuntimeConfig,
  loadRuntimeConfig,
  parseRuntimeConfig,
  setRuntimeConfig,
} from './runtime-config';
import { formatDayTime, marketTimeZone, siteMarket } from '@app/shared/rules';
import { CONFIG_DEFAULTS } from './config-defaults';

const minimal = { apiBaseUrl: 'https://api', registryUrl: 'https://api/registry' };

function mockFetch(impl: () => Promise<Partial<Response>>) {
  const fn = jest.fn(impl);
  globalThis.fetch = fn as unknown as typeof fetch;
  return fn;
}

describe('runtime configuration (SPEC §4 expired code, §9 timeout)', () => {
  it('getRuntimeConfig throws a ConfigError before start-up', async () => {
    await jest.isolateModulesAsync(async () => {
      const fresh = await import('./runtime-config');
      expect(() => fresh.getRuntimeConfig()).toThrow(fresh.ConfigError);
    });
  });

  it('applies the defaults', () => {
    expect(parseRuntimeConfig(minimal)).toEqual({
      ...minimal,
      mode: 'dev',
      market: 'vietnam',
      overrideOrigins: [],
      providerOrigins: [],
      remoteOrigins: [],
      expiredLoginCode: 401001,
      appVersion: '1.0.0',
      requestTimeoutMs: 15000,
      debugConsole: true,
      debugConsoleAtStartup: false,
      pixels: [],
      remoteLoad: {
        scriptTimeoutMs: 8000,
        manifestTimeoutMs: 6000,
        retries: 2,
        backoffMs: 400,
        breakerThreshold: 3,
        breakerCooldownMs: 30000,
      },
    });
  });

  it('reads marketing pixels per host (SPEC §9), kind facebook by default', () => {
    const config = parseRuntimeConfig({
      ...minimal,
      pixels: [
        { host: 'www.example.vn', id: '111' },
        { host: 'm.example.vn', id: '222', kind: 'tiktok' },
      ],
    });
    expect(config.pixels).toEqual([
      { host: 'www.example.vn', id: '111', kind: 'facebook' },
      { host: 'm.example.vn', id: '222', kind: 'tiktok' },
    ]);
    expect(() => parseRuntimeConfig({ ...minimal, pixels: [{ host: 'a' }] })).toThrow(/pixels/);
  });

  it.each([
    [{ registryUrl: 'x' }, 'apiBaseUrl'],
    [{ ...minimal, market: 'mars' }, 'market'],
    [{ ...minimal, expiredLoginCode: '401001' }, 'expiredLoginCode'],
    [{ ...minimal, remoteLoad: { retries: 'two' } }, 'remoteLoad.retries'],
    [null, '(root)'],
  ])('bad config %j throws a ConfigError naming %s', (input, field) => {
    expect(() => parseRuntimeConfig(input)).toThrow(ConfigError);
    expect(() => parseRuntimeConfig(input)).toThrow(
      new RegExp(`check .*${field.replace(/[.()]/g, '\\$&')}`),
    );
  });
});

describe('loadRuntimeConfig', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('fetches the URL, validates and installs the config', async () => {
    const fetchMock = mockFetch(async () => ({ ok: true, status: 200, json: async () => minimal }));
    const config = await loadRuntimeConfig('/config.json');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]).toContain('/config.json');
    expect(getRuntimeConfig()).toBe(config);
  });

  it.each([
    ['HTTP 404', async () => ({ ok: false, status: 404, json: async () => ({}) }), /HTTP 404/],
    [
      'non-JSON',
      async () => ({ ok: true, status: 200, json: async () => JSON.parse('<html>') }),
      /could not be read/,
    ],
    [
      'network failure',
      async () => {
        throw new TypeError('Failed to fetch');
      },
      /Failed to fetch/,
    ],
    [
      'invalid JSON config',
      async () => ({ ok: true, status: 200, json: async () => ({}) }),
      /apiBaseUrl/,
    ],
  ])('%s gives a ConfigError', async (_, impl, message) => {
    mockFetch(impl as () => Promise<Partial<Response>>);
    const err = await loadRuntimeConfig('/config.json').catch((e) => e);
    expect(err).toBeInstanceOf(ConfigError);
    expect(err.message).toMatch(message);
  });
});

describe('the market sets the site clock (issue 53)', () => {
  const base = { apiBaseUrl: 'http://api.test', registryUrl: 'http://api.test/registry' };
  afterEach(() => setRuntimeConfig(parseRuntimeConfig(base)));

  it('defaults to Vietnam time, China build gives Shanghai time', () => {
    expect(siteMarket()).toBe(CONFIG_DEFAULTS.market);
    expect(marketTimeZone()).toBe('Asia/Ho_Chi_Minh');
    setRuntimeConfig(parseRuntimeConfig({ ...base, market: 'china' }));
    expect(marketTimeZone()).toBe('Asia/Shanghai');
    expect(formatDayTime(Date.UTC(2026, 10, 22, 7, 5), 'en')).toBe('11/22 15:05');
  });
});
