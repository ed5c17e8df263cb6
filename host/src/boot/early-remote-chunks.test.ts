import { waitFor } from '@testing-library/react';
import type { EarlyAnswer } from '@app/shared/boot';
import { chunkPreloader, onDemandChunkUrl } from './early-remote';
import { LIVE } from './early-remote.fixtures';

// Issue 16: an early painter may ask for one of its route's on-demand chunks by name (the live room's
// video engine); the host finds the file in the remote's mf-manifest and asks for it at low priority.
describe("a route's on-demand chunk, asked for by an early painter", () => {
  it("finds a route's on-demand chunk by name (a painter's preloadChunk), and nothing else", () => {
    const mf = {
      exposes: [
        { path: './widgets/hot', assets: { js: { async: ['hls.9.js'] } } },
        { path: './routes', assets: { js: { async: ['hls-x.1.js', 'hls.2.js', 'mpegts.3.js'] } } },
      ],
    };
    expect(onDemandChunkUrl(mf, LIVE, 'hls')).toBe('http://127.0.0.1:3002/hls.2.js');
    expect(onDemandChunkUrl(mf, LIVE, 'mpegts')).toBe('http://127.0.0.1:3002/mpegts.3.js');
    for (const name of ['dash', 'hls.2', '../hls', 'HLS', '', 'hls/x'])
      expect(onDemandChunkUrl(mf, LIVE, name)).toBeNull();
    for (const bad of [
      null,
      'x',
      { exposes: 'x' },
      { exposes: [null, { path: './routes' }] },
      { exposes: [{ path: './routes', assets: { js: { async: 'hls.2.js' } } }] },
    ])
      expect(onDemandChunkUrl(bad, LIVE, 'hls')).toBeNull();
  });

  it('preloads the chunk a painter names at low priority once the mf-manifest is in', async () => {
    document.head.innerHTML = '';
    let give: (m: { url: string; answer: Promise<EarlyAnswer | null> }) => void = () => undefined;
    const preloadChunk = chunkPreloader(new Promise((resolve) => (give = resolve)));
    preloadChunk('hls');
    preloadChunk('dash');
    const mf = { exposes: [{ path: './routes', assets: { js: { async: ['hls.2.js'] } } }] };
    give({ url: LIVE, answer: Promise.resolve({ status: 200, body: mf } as EarlyAnswer) });
    await waitFor(() => expect(document.head.querySelectorAll('link')).toHaveLength(1));
    const link = document.head.querySelector('link')!;
    expect(link.getAttribute('href')).toBe('http://127.0.0.1:3002/hls.2.js');
    expect(link.getAttribute('fetchpriority')).toBe('low');
    expect(link.getAttribute('as')).toBe('script');
  });
});
