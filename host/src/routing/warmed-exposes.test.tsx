import { render, screen } from '@testing-library/react';
import type { RegistryRemote } from '@app/shared/federation';
import { loadExposedComponent } from '../federation/remote-loader';
import { isWarmLoad } from '../federation/warm-loads';
import { RemoteMount } from './remote-mount';
import { warmExpose, warmedExpose } from './warmed-exposes';

// Issue 16: a remote page loaded ahead of use renders at once on the tap (no loading state, no
// second load); a warm-up that failed leaves the tap to load it, as without a warm-up.
jest.mock('../federation/remote-loader', () => ({ loadExposedComponent: jest.fn() }));
const load = jest.mocked(loadExposedComponent);

const remote = (id: string): RegistryRemote => ({
  id,
  name: `remote_${id}`,
  manifest: `http://x/${id}/mf-manifest.json`,
  enabled: true,
  paths: [`/${id}`],
});

function Page({ routeId }: { routeId?: string }) {
  return <h1>page {routeId}</h1>;
}

afterEach(() => load.mockReset());

test('a warmed page renders in the first commit, loaded once, outside the progress bar', async () => {
  const promos = remote('promos');
  let warmDuringLoad: boolean | null = null;
  load.mockImplementation(async () => {
    warmDuringLoad = isWarmLoad('remote_promos/routes');
    return { default: Page as never };
  });
  expect(await warmExpose(promos, 'routes')).toBe(true);
  expect(warmDuringLoad).toBe(true);
  expect(isWarmLoad('remote_promos/routes')).toBe(false);

  render(<RemoteMount remote={promos} expose="routes" props={{ routeId: 'p' }} resetKey="/p" />);
  // synchronously: no Suspense fallback in between
  expect(screen.getByRole('heading')).toHaveTextContent('page p');
  expect(screen.queryByText(/loading/i)).toBeNull();
  expect(await warmExpose(promos, 'routes')).toBe(true);
  expect(load).toHaveBeenCalledTimes(1);
});

test('a failed warm-up resolves false and the mount loads the page itself', async () => {
  const live = remote('live');
  load.mockRejectedValueOnce(new Error('remote down'));
  expect(await warmExpose(live, 'routes')).toBe(false);
  expect(warmedExpose(live, 'routes')).toBeUndefined();

  load.mockResolvedValueOnce({ default: Page as never });
  render(<RemoteMount remote={live} expose="routes" props={{ routeId: 'l' }} resetKey="/l" />);
  expect(await screen.findByRole('heading')).toHaveTextContent('page l');
  expect(load).toHaveBeenCalledTimes(2);
});
