import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chooseEngine, ENGINE_CHUNKS, toVideoSources } from './video-source';

const both = { nativeHls: true, mse: true };
const mseOnly = { nativeHls: false, mse: true };
const nativeOnly = { nativeHls: true, mse: false };
const none = { nativeHls: false, mse: false };

describe('player source choice (issue 11: engine by source, native HLS where MSE is missing)', () => {
  it('plays HLS through hls.js wherever MSE exists (Chromium says "maybe" too), natively without it', () => {
    expect(chooseEngine({ type: 'hls', url: 'http://a/x.m3u8' }, both)).toBe('hls');
    expect(chooseEngine({ type: 'hls', url: 'http://a/x.m3u8' }, nativeOnly)).toBe('native');
    expect(chooseEngine({ type: 'hls', url: 'http://a/x.m3u8' }, mseOnly)).toBe('hls');
    expect(chooseEngine({ type: '', url: 'http://a/live/x.m3u8?token=1' }, mseOnly)).toBe('hls');
    expect(chooseEngine({ type: 'hls', url: 'http://a/x.m3u8' }, none)).toBeNull();
  });

  it('plays HTTP-FLV through mpegts.js and files directly', () => {
    expect(chooseEngine({ type: 'flv', url: 'http://a/x' }, both)).toBe('flv');
    expect(chooseEngine({ type: '', url: 'http://a/x.flv' }, mseOnly)).toBe('flv');
    expect(chooseEngine({ type: 'flv', url: 'http://a/x.flv' }, none)).toBeNull();
    expect(chooseEngine({ type: 'mp4', url: 'http://a/x.mp4' }, none)).toBe('file');
  });

  it('keeps only http(s) sources from the server', () => {
    expect(
      toVideoSources([
        { line: 1, name: 'L1', type: 'hls', url: 'http://a/x.m3u8' },
        { line: 2, type: 'mp4', url: 'javascript:alert(1)' },
        'junk',
      ]),
    ).toEqual([{ line: 1, name: 'L1', type: 'hls', url: 'http://a/x.m3u8' }]);
  });
});

test("each engine's chunk is the name attach-engine.ts loads its library under", () => {
  const source = readFileSync(join(__dirname, 'attach-engine.ts'), 'utf8');
  for (const chunk of Object.values(ENGINE_CHUNKS))
    expect(source).toContain(`webpackChunkName: "${chunk}"`);
  expect(ENGINE_CHUNKS.hls).toBe('hls');
});
