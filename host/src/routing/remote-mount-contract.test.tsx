import { render, screen } from '@testing-library/react';
import type { RegistryRemote } from '@app/shared/federation';
import { loadExposedComponent } from '../federation/remote-loader';
import { useCatalog } from '../platform/catalog-store';
import { RemoteMount } from './remote-mount';

// Issue 47 #1: a remote built against another major of @app/shared is not mounted: its code is never
// asked for, and the page says why (federation/shared-contract.ts).
jest.mock('../federation/remote-loader', () => ({ loadExposedComponent: jest.fn() }));
jest.mock('../platform/start-platform', () => ({ retryRemote: jest.fn() }));
const load = jest.mocked(loadExposedComponent);

const activities: RegistryRemote = {
  id: 'activities',
  name: 'remote_activities',
  manifest: 'http://x/activities/mf-manifest.json',
  enabled: true,
  paths: ['/activity'],
};

function List() {
  return <h1>the promotions</h1>;
}

beforeEach(() => {
  load.mockReset();
  load.mockResolvedValue({ default: List as never });
});

test.each([
  ['other-major', false],
  ['newer-minor', true],
  ['ok', true],
] as const)('a remote whose contract is %s is mounted: %s', async (contract, mounted) => {
  useCatalog.setState({
    remotes: { activities: { remote: activities, status: 'ready', contract } },
  });
  render(<RemoteMount remote={activities} expose="routes" props={{}} resetKey={contract} />);
  if (mounted) {
    expect(await screen.findByText('the promotions')).toBeVisible();
  } else {
    expect(screen.getByRole('alert')).toHaveTextContent('remote.incompatibleBody');
    expect(load).not.toHaveBeenCalled();
  }
});
