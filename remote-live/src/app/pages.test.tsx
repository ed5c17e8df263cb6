import { fireEvent, screen } from '@testing-library/react';
import { renderRemoteAt, setUpTestUi } from '@app/shared/testing';
import { namespaceReady } from '../i18n/namespace';
import { oneLiveStream } from '../testing/one-live-stream';
import { RoomScreen } from './pages';
import LiveRoutes from './routes';

// Issue 16: /anchorPlay carries the stream list; a room (`?id=`) is a chunk of its own, fetched when
// a card is hovered, focused or touched, or as the visitor starts using the list.
const roomLoads = { count: 0 };
jest.mock('./room-screen', () => {
  roomLoads.count += 1;
  return { RoomScreen: ({ streamId }: { streamId: string }) => <p>room {streamId}</p> };
});

beforeAll(() => setUpTestUi(namespaceReady));
beforeEach(oneLiveStream);
afterEach(() => jest.restoreAllMocks());

// first in the file: the room's module loads once per file
it("a room's link shows the loading state, then the room, its code asked for then", async () => {
  expect(roomLoads.count).toBe(0);
  renderRemoteAt(
    <LiveRoutes routeId="anchorPlay" basePath="/anchorPlay" />,
    '/anchorPlay',
    '/anchorPlay?id=5',
  );
  expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  expect(await screen.findByText('room 5')).toBeInTheDocument();
  expect(roomLoads.count).toBe(1);
});

it("the list fetches a room's code when a card is hovered, not before", async () => {
  const preload = jest.spyOn(RoomScreen, 'preload');
  renderRemoteAt(<LiveRoutes routeId="anchorPlay" basePath="/anchorPlay" />, '/anchorPlay');
  const card = await screen.findByRole('link', { name: /Derby/ });
  expect(preload).not.toHaveBeenCalled();
  fireEvent.pointerOver(card);
  expect(preload).toHaveBeenCalled();
});

it("the list fetches a room's code at the visitor's first move inside it", async () => {
  const preload = jest.spyOn(RoomScreen, 'preload');
  renderRemoteAt(<LiveRoutes routeId="anchorPlay" basePath="/anchorPlay" />, '/anchorPlay');
  const heading = await screen.findByRole('heading', { name: 'Derby' });
  expect(preload).not.toHaveBeenCalled();
  fireEvent.pointerMove(heading);
  expect(preload).toHaveBeenCalled();
});
