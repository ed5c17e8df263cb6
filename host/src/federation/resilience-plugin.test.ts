import { resiliencePlugin } from './resilience-plugin';

const opts = {
  scriptTimeoutMs: 5000,
  manifestTimeoutMs: 1000,
  retries: 2,
  backoffMs: 1,
  onError: jest.fn(),
};

// Layer one of remote resilience: time-boxed loads, retries on network errors only, errors recorded.
describe('resilience runtime plugin', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
    jest.clearAllMocks();
  });

  it("gives scripts a load timeout, and loads a remote origin's entry and preloads CORS-enabled", () => {
    const plugin = resiliencePlugin(opts);
    const remote = plugin.createScript?.({ url: 'http://remote.test/remoteEntry.js' } as never) as {
      script: HTMLScriptElement;
      timeout: number;
    };
    expect(remote.timeout).toBe(5000);
    // else the browser mutes its errors to "Script error." (telemetry cannot group them)
    expect(remote.script.crossOrigin).toBe('anonymous');
    const own = plugin.createScript?.({ url: '/local.js' } as never) as {
      script: HTMLScriptElement;
    };
    expect(own.script.crossOrigin).toBeNull();
    const link = plugin.createLink?.({
      url: 'http://remote.test/a.js',
      attrs: { rel: 'preload', as: 'script' },
    } as never) as HTMLLinkElement;
    expect(link).toBeInstanceOf(HTMLLinkElement);
    expect(link.crossOrigin).toBe('anonymous');
    expect(link.rel).toBe('preload');
    const style = plugin.createLink?.({
      url: 'http://remote.test/a.css',
      attrs: { rel: 'stylesheet' },
    } as never) as HTMLLinkElement;
    expect(style.crossOrigin).toBeNull();
  });

  it('retries a manifest fetch on network errors with a cache-busting query', async () => {
    const calls: string[] = [];
    global.fetch = jest.fn(async (url: RequestInfo | URL) => {
      calls.push(String(url));
      if (calls.length < 3) throw new TypeError('Failed to fetch');
      return { status: 200 } as Response;
    }) as typeof fetch;
    const res = await resiliencePlugin(opts).fetch?.('http://r/mf-manifest.json', {});
    expect((res as Response).status).toBe(200);
    expect(calls).toEqual([
      'http://r/mf-manifest.json',
      'http://r/mf-manifest.json?mfretry=1',
      'http://r/mf-manifest.json?mfretry=2',
    ]);
  });

  it('does not retry a 404', async () => {
    global.fetch = jest.fn(async () => ({ status: 404 }) as Response) as typeof fetch;
    const res = await resiliencePlugin(opts).fetch?.('http://r/mf-manifest.json', {});
    expect((res as Response).status).toBe(404);
    expect(global.fetch).toHaveBeenCalledTimes(1);
  });

  it('gives up after the configured retries', async () => {
    global.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    await expect(resiliencePlugin(opts).fetch?.('http://r/m.json', {})).rejects.toThrow(
      'Failed to fetch',
    );
    expect(global.fetch).toHaveBeenCalledTimes(3);
  });

  it('retries a remote entry with a cache-busting query and stops on an execution error', async () => {
    const plugin = resiliencePlugin(opts);
    const getRemoteEntry = jest
      .fn()
      .mockRejectedValueOnce(new Error('ScriptNetworkError'))
      .mockResolvedValueOnce({ get: jest.fn(), init: jest.fn() });
    const args = {
      getRemoteEntry,
      origin: {},
      remoteInfo: { name: 'r', entry: 'http://r/remoteEntry.js' },
    };
    const entry = await (plugin.loadEntryError as unknown as (a: unknown) => Promise<unknown>)(
      args,
    );
    expect(entry).toBeTruthy();
    expect(getRemoteEntry.mock.calls.map((c) => c[0].remoteInfo.entry)).toEqual([
      'http://r/remoteEntry.js?mfretry=1',
      'http://r/remoteEntry.js?mfretry=2',
    ]);
    const broken = jest.fn().mockRejectedValue(new Error('ScriptExecutionError: boom'));
    await (plugin.loadEntryError as unknown as (a: unknown) => Promise<unknown>)({
      ...args,
      getRemoteEntry: broken,
    });
    expect(broken).toHaveBeenCalledTimes(1);
  });

  it('records load errors with their lifecycle and lets them propagate', () => {
    const plugin = resiliencePlugin(opts);
    const out = plugin.errorLoadRemote?.({
      id: 'remote_live/routes',
      error: new Error('x'),
      lifecycle: 'onLoad',
      remote: { name: 'remote_live' },
    } as never);
    expect(out).toBeUndefined();
    expect(opts.onError).toHaveBeenCalledWith('remote_live', 'onLoad', expect.any(Error));
  });
});
