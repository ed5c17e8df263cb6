import { fetchSportsServiceConfig } from '@app/shared/api/sportsbook-lists';
import { parseRuntimeConfig, setRuntimeConfig } from '@app/shared/client';
import { useSessionStore } from '@app/shared/store';
import { startDeclaredReads } from '@app/shared/testing';
import manifest from './app-manifest.json';

// Issue 16 "every other page": the sports page's odds wait for the sportsbook token, and the token
// waited for the remote's code. /sports declares it as a first read, so the host's HTML asks for it with
// the remote's files (host/src/boot/early-remote.ts); it only helps when it is exactly the page's call.
beforeAll(() => {
  setRuntimeConfig(parseRuntimeConfig({ apiBaseUrl: 'http://api.test', registryUrl: 'x' }));
  useSessionStore.getState().signIn({ token: 'member-token', username: 'member01' });
});

it('/sports declares the sportsbook token, and the page takes the early answer instead of asking again', async () => {
  const token = { token: 'early-token', apiServerAddress: 'https://sb.test', pcAddress: null };
  const reads = startDeclaredReads(manifest, '/sports', () => token);
  expect(reads).toEqual([{ method: 'POST', path: '/api/game/sports/token', body: {} }]);
  // the client would go to the network (and fail here) for any call it could not take
  await expect(fetchSportsServiceConfig()).resolves.toMatchObject({
    token: 'early-token',
    guest: false,
  });
  expect(reads.answered()).toBe(1);
});
