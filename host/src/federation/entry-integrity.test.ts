import { createHash, webcrypto } from 'node:crypto';
import type { RegistryRemote } from '@app/shared/federation';
import { checkEntry, trustEntries, trustedEntry } from './entry-integrity';
import { resiliencePlugin } from './resilience-plugin';

// Issue 47: a release's remoteEntry.js runs only with the bytes its release recorded.
const BODY = 'window.remote_live = {};';
const HASH = `sha384-${createHash('sha384').update(BODY).digest('base64')}`;
const live: RegistryRemote = {
  id: 'live',
  name: 'remote_live',
  manifest: 'http://remote.test/releases/remote-live/v2/mf-manifest.json',
  enabled: true,
  paths: ['/anchorPlay'],
  release: 'v2',
  integrity: { 'remoteEntry.js': HASH },
};
const ENTRY = 'http://remote.test/releases/remote-live/v2/remoteEntry.js';

const answer = (body: string) =>
  Promise.resolve({
    ok: true,
    arrayBuffer: () => Promise.resolve(new TextEncoder().encode(body).buffer),
  } as Response);

describe('release entry integrity', () => {
  const realFetch = global.fetch;
  beforeAll(() => {
    // jsdom has no SubtleCrypto: Node's, as the browser's
    if (!globalThis.crypto?.subtle)
      Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
  });
  afterEach(() => {
    global.fetch = realFetch;
  });

  it('knows the hash of an enabled release entry, a retry query aside; none for other remotes', () => {
    trustEntries([
      live,
      {
        ...live,
        id: 'sports',
        name: 'remote_sports',
        manifest: 'http://s.test/mf-manifest.json',
        integrity: undefined,
      },
    ]);
    expect(trustedEntry(`${ENTRY}?t=2`)).toMatchObject({
      remote: 'remote_live',
      release: 'v2',
      integrity: HASH,
    });
    expect(trustedEntry('http://s.test/remoteEntry.js')).toBeNull();
    trustEntries([{ ...live, enabled: false }]);
    expect(trustedEntry(ENTRY)).toBeNull();
  });

  it("puts the hash on the entry's script; another script gets none", () => {
    trustEntries([live]);
    const plugin = resiliencePlugin({
      scriptTimeoutMs: 1000,
      manifestTimeoutMs: 1000,
      retries: 0,
      backoffMs: 1,
      onError: jest.fn(),
    });
    const entry = plugin.createScript?.({ url: ENTRY } as never) as { script: HTMLScriptElement };
    expect(entry.script.getAttribute('integrity')).toBe(HASH);
    expect(entry.script.crossOrigin).toBe('anonymous');
    const other = plugin.createScript?.({ url: 'http://remote.test/x.js' } as never) as {
      script: HTMLScriptElement;
    };
    expect(other.script.hasAttribute('integrity')).toBe(false);
  });

  it('tells a tampered entry from a matching or unreadable one, and reports it as refused', async () => {
    global.fetch = jest.fn(() => answer(BODY));
    await expect(checkEntry(ENTRY, HASH)).resolves.toBe('matches');
    global.fetch = jest.fn(() => answer(`${BODY}alert(1)`));
    await expect(checkEntry(ENTRY, HASH)).resolves.toBe('differs');
    global.fetch = jest.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(checkEntry(ENTRY, HASH)).resolves.toBe('unreadable');

    trustEntries([live]);
    const onError = jest.fn();
    const plugin = resiliencePlugin({
      scriptTimeoutMs: 1000,
      manifestTimeoutMs: 1000,
      retries: 0,
      backoffMs: 1,
      onError,
    });
    global.fetch = jest.fn(() => answer(`${BODY}alert(1)`));
    const { script } = plugin.createScript?.({ url: ENTRY } as never) as {
      script: HTMLScriptElement;
    };
    script.dispatchEvent(new Event('error'));
    for (let i = 0; i < 100 && !onError.mock.calls.length; i += 1)
      await new Promise((r) => setTimeout(r, 20));
    expect(onError).toHaveBeenCalledWith('remote_live', 'integrity', expect.any(Error));
    expect(String(onError.mock.calls[0][2].message)).toMatch(/release v2.*does not match/);
  });
});
