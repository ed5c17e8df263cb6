import { fireEvent, render, screen } from '@testing-library/react';
import type { RegistryRemote } from '@app/shared/federation';
import { loadExposedComponent } from '../federation/remote-loader';
import { retryRemote } from '../platform/start-platform';
import { RemoteMount } from './remote-mount';

// A remote whose loads failed repeatedly has its circuit breaker open: automatic loads fail fast, a
// person pressing Retry may always try (federation/circuit-breaker.ts). The Retry's load must be
// asked as manual, even though the render showing "loading" on the button made an automatic one.
jest.mock('../federation/remote-loader', () => ({ loadExposedComponent: jest.fn() }));
jest.mock('../platform/start-platform', () => ({ retryRemote: jest.fn() }));
const load = jest.mocked(loadExposedComponent);

const sports: RegistryRemote = {
  id: 'sports',
  name: 'remote_sports',
  manifest: 'http://x/sports/mf-manifest.json',
  enabled: true,
  paths: ['/sports'],
};

function Page() {
  return <h1>the match list</h1>;
}

beforeEach(() => {
  // the build defines it (DefinePlugin); the fallback shows the error's text in development only
  Object.assign(globalThis, { __DEV__: false });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.mocked(retryRemote).mockResolvedValue(undefined);
});

test("Retry loads the remote as a person's attempt, past an open circuit breaker", async () => {
  load.mockImplementation(async (_remote, _expose, manual) => {
    if (!manual) throw new Error('Remote remote_sports failed repeatedly');
    return { default: Page as never };
  });
  render(<RemoteMount remote={sports} expose="routes" props={{}} resetKey="/sports" />);
  fireEvent.click(await screen.findByRole('button', { name: /retry/i }));
  expect(await screen.findByText('the match list')).toBeVisible();
  expect(load).toHaveBeenLastCalledWith(sports, 'routes', true);
});
