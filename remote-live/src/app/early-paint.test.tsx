import { domShape, renderRemoteAt, setUpTestUi, signInForTest } from '@app/shared/testing';
import type { StreamInfo } from '@app/shared/api/live';
import { namespaceReady } from '../i18n/namespace';
import { RoomHeader } from '../features/live-room/components/room-header';
import { paint, paintableRoom } from './early-paint';

// Issue 16: the host's early script runs this painter before the live remote's code has arrived. It
// draws the room's frame from the stream's info as the page then renders it (nothing moves when React
// takes over), only for a room the page shows playing, and the presenter's words stay text.

beforeAll(() => setUpTestUi(namespaceReady));

const INFO = '/api/live/stream/getInfo/7';
const info = {
  id: 7,
  title: 'Derby night',
  anchorName: 'Thu Trang',
  anchorAvatar: 'http://api.test/a.png',
  cover: 'http://api.test/c.jpg',
  status: 2,
  viewers: 1234,
  notice: ' Welcome <b>all</b> ',
  isFollow: false,
  videoSources: [{ line: 1, name: 'HD', type: 'hls', url: 'http://api.test/s.m3u8' }],
};
const ok = (data: unknown) => ({ code: 200, msg: '', data });

function painted(data: unknown, language = 'en'): HTMLElement | null {
  document.body.innerHTML = '<div data-early-route></div>';
  const slot = document.querySelector<HTMLElement>('[data-early-route]')!;
  const drawn = paint({
    slot,
    pathname: '/anchorPlay',
    language,
    apiBaseUrl: 'http://api.test',
    market: 'vietnam',
    answers: { [INFO]: ok(data) },
  });
  return drawn ? slot : null;
}

test('draws the header as RoomHeader renders it (the follow button inert until the page runs)', () => {
  const header = painted(info)!.querySelector('header')!;
  signInForTest();
  const { container } = renderRemoteAt(
    <RoomHeader info={info as StreamInfo} viewers={1234} loggedIn onLogin={() => undefined} />,
    '/anchorPlay',
  );
  expect(domShape(header, ['data-testid', 'disabled'])).toEqual(
    domShape(container.querySelector('header')!, ['data-testid', 'disabled']),
  );
  expect(header.querySelector('h1')).toHaveAttribute('elementtiming', 'room-title');
  expect(header.querySelector('[class*="notice"]')).toHaveTextContent('Welcome <b>all</b>');
  expect(header.querySelector('b')).toBeNull();
});

test("draws the player's box with the stream's poster and the chat column beside", () => {
  const slot = painted(info, 'vi')!;
  expect(slot.querySelector('video')).toHaveAttribute('poster', info.cover);
  expect(slot.querySelector('video')).not.toHaveAttribute('src');
  expect(slot.querySelector('[role="status"]')).toHaveTextContent('Đang tải video');
  expect(slot.querySelector('aside')).not.toBeNull();
  expect(slot.querySelector('header button')).toHaveTextContent('Theo dõi');
});

test('draws nothing for a room the page shows otherwise, or an answer it rejects', () => {
  expect(painted({ ...info, locked: true })).toBeNull();
  expect(painted({ ...info, status: 3 })).toBeNull();
  expect(painted({ ...info, videoSources: [{ url: 'javascript:alert(1)' }] })).toBeNull();
  expect(painted({ ...info, title: 7 })).toBeNull();
  expect(painted({ ...info, viewers: '9' })).toBeNull();
  expect(painted(info, 'fr')).toBeNull();
  expect(paintableRoom({ code: 401, msg: 'login' })).toBeNull();
  expect(paintableRoom('<html>')).toBeNull();
});

describe("the stream's engine (its library comes at low priority as the room is drawn)", () => {
  const hls = { line: 1, name: 'HD', type: 'hls', url: 'http://api.test/s.m3u8' };
  const flv = { line: 2, name: 'FLV', type: 'flv', url: 'http://api.test/s.flv' };
  const mp4 = { line: 3, name: 'MP4', type: 'mp4', url: 'http://api.test/s.mp4' };
  const asked = (videoSources: unknown[], hostCanAsk = true) => {
    const preloadChunk = jest.fn();
    document.body.innerHTML = '<div data-early-route></div>';
    const slot = document.querySelector<HTMLElement>('[data-early-route]')!;
    const drawn = paint({
      slot,
      pathname: '/anchorPlay',
      language: 'en',
      apiBaseUrl: 'http://api.test',
      market: 'vietnam',
      answers: { [INFO]: ok({ ...info, videoSources }) },
      ...(hostCanAsk ? { preloadChunk } : {}),
    });
    expect(drawn).toBe(true);
    return preloadChunk.mock.calls.map(([name]) => name as string);
  };
  const withMediaSource = (run: () => void) => {
    Object.assign(window, { MediaSource: function MediaSource() {} });
    try {
      run();
    } finally {
      delete (window as { MediaSource?: unknown }).MediaSource;
    }
  };

  test('the line the room opens on decides: hls.js for HLS, mpegts.js for FLV, none for a file', () =>
    withMediaSource(() => {
      expect(asked([hls, flv])).toEqual(['hls']);
      expect(
        asked([
          { ...flv, line: 1 },
          { ...hls, line: 2 },
        ]),
      ).toEqual(['mpegts']);
      // no line 1: the first listed, as VideoPlayer plays it
      expect(asked([flv, { ...hls, line: 3 }])).toEqual(['mpegts']);
      expect(asked([{ ...mp4, line: 1 }])).toEqual([]);
    }));

  test('nothing where the page would not load a library, or the host cannot ask', () => {
    // no Media Source Extensions: HLS plays natively or not at all, FLV not at all
    expect(asked([hls])).toEqual([]);
    expect(asked([{ ...flv, line: 1 }])).toEqual([]);
    // a host older than preloadChunk: the room is still drawn (asked() expects it)
    withMediaSource(() => expect(asked([hls], false)).toEqual([]));
  });
});
