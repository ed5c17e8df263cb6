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
