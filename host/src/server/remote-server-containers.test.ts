import { serverEntryUrl, serverRoutes } from './remote-server-containers';

jest.mock('./server-shared', () => ({ serverShared: () => ({}) }));

describe('server containers', () => {
  it("address a release's container beside its app manifest", () => {
    expect(
      serverEntryUrl('http://a.test/x/app-manifest.json', 'server/remoteEntry.js', 'b 2'),
    ).toBe('http://a.test/x/server/remoteEntry.js?build=b+2');
    expect(serverEntryUrl('http://a.test/app-manifest.json', undefined, 'b')).toBeNull();
  });

  it('answer null, never throw, when a container cannot be loaded', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    global.fetch = jest.fn(() => Promise.reject(new Error('down'))) as typeof fetch;
    await expect(
      serverRoutes('remote_x', 'http://127.0.0.1:9/server/remoteEntry.js', 1_000),
    ).resolves.toBeNull();
    error.mockRestore();
  });
});
