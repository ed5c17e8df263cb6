// The committed test clip is served (types, Range) and is what live streams play.
import fs from 'node:fs';
import path from 'node:path';
import { MEDIA_DIR, parseRange } from '../src/routes/video';
import type { Json, Started } from './helpers';
import { call, start } from './helpers';

let s: Started;
let api: string;
const clip = fs.readFileSync(path.join(MEDIA_DIR, 'test-clip.mp4'));

beforeAll(async () => {
  s = await start();
  api = s.sb.apiUrl;
});
afterAll(async () => {
  await s.stop();
});

describe('test clip', () => {
  test('MP4: video/mp4, whole file, accept-ranges; a Range request gets 206 and the bytes', async () => {
    const full = await fetch(`${api}/media/test-clip.mp4`);
    expect(full.status).toBe(200);
    expect(full.headers.get('content-type')).toBe('video/mp4');
    expect(full.headers.get('accept-ranges')).toBe('bytes');
    expect(Buffer.from(await full.arrayBuffer()).equals(clip)).toBe(true);
    // faststart: the moov box comes before the media data
    expect(clip.indexOf('moov')).toBeLessThan(clip.indexOf('mdat'));

    const part = await fetch(`${api}/media/test-clip.mp4`, { headers: { range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${clip.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(clip.subarray(100, 200))).toBe(true);

    const bad = await fetch(`${api}/media/test-clip.mp4`, {
      headers: { range: `bytes=${clip.length}-` },
    });
    expect(bad.status).toBe(416);
    expect(bad.headers.get('content-range')).toBe(`bytes */${clip.length}`);
  });

  test('HLS: playlist and segments with their types; unknown names 404', async () => {
    const list = await fetch(`${api}/media/hls/index.m3u8`);
    expect(list.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
    const text = await list.text();
    expect(text).toMatch(/^#EXTM3U/);
    const segments = text.split('\n').filter((l) => l.endsWith('.m4s'));
    expect(segments.length).toBeGreaterThan(0);
    for (const seg of segments) {
      const r = await fetch(`${api}/media/hls/${seg}`);
      expect(r.status).toBe(200);
      expect(r.headers.get('content-type')).toBe('video/iso.segment');
    }
    const init = await fetch(`${api}/media/hls/init.mp4`);
    expect(init.headers.get('content-type')).toBe('video/mp4');
    expect((await fetch(`${api}/media/hls/..%2Fsecret.m4s`)).status).toBe(404);
    expect((await fetch(`${api}/media/hls/missing.m4s`)).status).toBe(404);
  });

  test('live streams play the clip (HLS line 1, MP4 line 2)', async () => {
    const info = (await call(api, '/api/live/stream/getInfo/1')).body.data;
    expect(info.videoSources.map((v: Json) => [v.type, new URL(v.url).pathname])).toEqual([
      ['hls', '/media/hls/index.m3u8'],
      ['mp4', '/media/test-clip.mp4'],
    ]);
  });

  test('parseRange', () => {
    expect(parseRange(undefined, 10)).toBe('all');
    expect(parseRange('bytes=2-', 10)).toEqual([2, 9]);
    expect(parseRange('bytes=-3', 10)).toEqual([7, 9]);
    expect(parseRange('bytes=5-100', 10)).toEqual([5, 9]);
    expect(parseRange('bytes=6-5', 10)).toBeNull();
    expect(parseRange('bytes=-', 10)).toBeNull();
    expect(parseRange('items=1-2', 10)).toBeNull();
  });
});

describe('form-encoded bodies', () => {
  test('a POST without data as Node axios sends it (x-www-form-urlencoded) is accepted', async () => {
    const r = await fetch(`${api}/api/user/auth/logout`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(r.status).toBe(200);
    expect((await r.json()).code).toBe(200);
  });
});
