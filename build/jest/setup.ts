import '@testing-library/jest-dom';
import { server } from '../../shared/src/testing/mock-server';

// jsdom's environment here has Node's Fetch API, TextEncoder and streams (build/jest/jsdom-env.cjs):
// the client's axios `fetch` adapter sends through them and MSW answers (shared/src/testing/).
// A request no handler answers fails the test's call, loudly, instead of reaching the network;
// the local servers a test starts itself (127.0.0.1, localhost) are left alone.
beforeAll(() =>
  server.listen({
    onUnhandledRequest(request, print) {
      const { hostname } = new URL(request.url);
      if (hostname !== '127.0.0.1' && hostname !== 'localhost') print.error();
    },
  }),
);
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
