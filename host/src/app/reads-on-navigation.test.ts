import { startReadsOnNavigation } from './reads-on-navigation';

// Issue 16: a remote route's first reads start when the router moves to it — once per move, with
// where it came from — and never for the first page (the early script's).
type Listener = (state: { location: { pathname: string; search: string } }) => void;

function fakeRouter(pathname: string) {
  let listener: Listener = () => undefined;
  const router = {
    state: { location: { pathname, search: '' } },
    subscribe: (l: Listener) => {
      listener = l;
      return () => undefined;
    },
  };
  return { router, go: (location: { pathname: string; search: string }) => listener({ location }) };
}

test('each move starts the destination reads once, with the previous location', async () => {
  const { router, go } = fakeRouter('/');
  const startRouteReads = jest.fn(() => []);
  startReadsOnNavigation(router as never, async () => ({ startRouteReads }));
  expect(startRouteReads).not.toHaveBeenCalled();
  const sports = { pathname: '/sports', search: '' };
  go(sports);
  go(sports); // a navigation-state change at the same location
  await Promise.resolve();
  await Promise.resolve();
  expect(startRouteReads).toHaveBeenCalledTimes(1);
  expect(startRouteReads).toHaveBeenCalledWith(sports, { pathname: '/', search: '' });
  go({ pathname: '/anchorPlay', search: '?id=7' });
  await Promise.resolve();
  await Promise.resolve();
  expect(startRouteReads).toHaveBeenLastCalledWith(
    { pathname: '/anchorPlay', search: '?id=7' },
    sports,
  );
});

test('a chunk that fails to load is left to the page', async () => {
  const { router, go } = fakeRouter('/');
  startReadsOnNavigation(router as never, () => Promise.reject(new Error('offline')));
  expect(() => go({ pathname: '/sports', search: '' })).not.toThrow();
  await Promise.resolve();
});
