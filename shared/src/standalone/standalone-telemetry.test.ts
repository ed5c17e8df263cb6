import { parseRuntimeConfig } from '@app/shared/client';
import { useSessionStore } from '@app/shared/store';
import { standaloneTelemetryEnv } from './standalone-telemetry';

beforeAll(() => Object.assign(globalThis, { __BUILD_ID__: 'live-b3' }));

const manifest = {
  id: 'live',
  routes: [
    { id: 'anchorPlay', path: '/anchorPlay' },
    { id: 'personalAnchor', path: '/personalAnchor' },
  ],
};
const config = parseRuntimeConfig({
  apiBaseUrl: 'http://127.0.0.1:4000',
  registryUrl: 'http://127.0.0.1:4000/api/platform/registry',
});

test("a remote run alone reports under its own build, at its routes' patterns", () => {
  const env = standaloneTelemetryEnv(config, manifest);
  expect(env.endpoint).toBe('http://127.0.0.1:4000/api/platform/telemetry');
  expect(env.builds()).toEqual({ live: 'live-b3' });
  expect(env.where('/anchorPlay')).toEqual({ app: 'live', route: '/anchorPlay' });
  expect(env.where('/personalAnchor/streams/12')).toEqual({
    app: 'live',
    route: '/personalAnchor',
  });
  expect(env.where('/other/12')).toEqual({ app: 'live', route: '/other/:id' });
});

test("the member's name is known to the reporter, to scrub it", () => {
  useSessionStore.setState({ username: 'member01' });
  expect(standaloneTelemetryEnv(config, manifest).userName()).toBe('member01');
});
