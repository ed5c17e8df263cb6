import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockBackend, renderWithProviders, setUpUi, signIn } from '../../../test-utils';
import { ConsolePage } from './console-page';

// Issue 47: the Releases tab lists each remote's releases (build, who, when, short hashes, which is
// current, a flag when the error rate is well above the previous release's) and rolls back after a
// confirm that names the release it goes back to.
beforeAll(setUpUi);
beforeEach(signIn);

const hashes = (c: string) => ({
  'remoteEntry.js': `sha384-${c.repeat(64)}`,
  'mf-manifest.json': `sha384-${'M'.repeat(64)}`,
  'app-manifest.json': `sha384-${'A'.repeat(64)}`,
});
const at = Date.UTC(2026, 10, 23, 7, 46);
const release = (buildId: string, current: boolean, over: object = {}) => ({
  buildId,
  manifest: `http://127.0.0.1:3002/releases/remote-live/${buildId}/mf-manifest.json`,
  integrity: hashes(buildId.slice(-1) === '2' ? 'Q' : 'P'),
  releasedBy: 'admin01',
  releasedAt: at,
  current,
  health: null,
  ...over,
});
const HISTORY = {
  remote: 'live',
  current: 'live-v2',
  releases: [
    release('live-v2', true, { health: { loads: 10, errors: 5, errorRate: 0.5, flagged: true } }),
    release('live-v1', false, { health: { loads: 10, errors: 0, errorRate: 0, flagged: false } }),
  ],
};
const REGISTRY = {
  version: 1,
  remotes: [
    {
      id: 'live',
      name: 'remote_live',
      manifest: HISTORY.releases[0]!.manifest,
      enabled: true,
      paths: ['/anchorPlay'],
    },
    {
      id: 'sports',
      name: 'remote_sports',
      manifest: 'http://127.0.0.1:3001/mf-manifest.json',
      enabled: true,
      paths: ['/sports'],
    },
  ],
  activities: {},
};

function openReleases() {
  const api = mockBackend();
  api.on('GET', '/api/platform/registry', () => ({ data: REGISTRY }));
  api.on('GET', '/api/operator/releases', (c) =>
    c.params.remote === 'live'
      ? { data: HISTORY }
      : { data: { remote: c.params.remote, current: null, releases: [] } },
  );
  api.on('POST', '/api/operator/releases/rollback', () => ({
    data: {
      ...HISTORY,
      current: 'live-v1',
      releases: HISTORY.releases.map((r) => ({ ...r, current: r.buildId === 'live-v1' })),
    },
  }));
  api.on('POST', '/api/operator/audit/list', () => ({ data: { records: [], total: 0 } }));
  renderWithProviders(<ConsolePage />, '/releases');
  return api;
}

test('lists a remote’s releases: build, who and when, short hashes, current, flagged', async () => {
  openReleases();
  expect(screen.getByRole('link', { name: 'Releases' })).toHaveAttribute('aria-current', 'page');
  const live = await screen.findByRole('region', { name: 'Live streams' });
  const newest = await within(live).findByText('live-v2');
  const row = newest.closest('li') as HTMLElement;
  expect(row).toHaveTextContent('Current');
  expect(row).toHaveTextContent('Error rate well above the previous release');
  expect(row).toHaveTextContent(/Released by admin01 on 11\/23\/2026/);
  expect(row).toHaveTextContent('Errors per page load: 0.5 (last day, 10 page loads)');
  expect(row).toHaveTextContent(`remoteEntry.js${'Q'.repeat(12)}…`);
  expect(row).not.toHaveTextContent('Q'.repeat(13));
  const older = within(live).getByText('live-v1').closest('li') as HTMLElement;
  expect(older).not.toHaveTextContent('Current');
  expect(older).not.toHaveTextContent('well above');
  const sports = await screen.findByRole('region', { name: 'Sports' });
  expect(await within(sports).findByText(/No release published yet/)).toBeVisible();
  expect(within(sports).queryByRole('button', { name: 'Roll back' })).toBeNull();
});

test('Roll back asks first, naming the release it goes back to; only the confirm sends it', async () => {
  const api = openReleases();
  const live = await screen.findByRole('region', { name: 'Live streams' });
  await userEvent.click(await within(live).findByRole('button', { name: 'Roll back' }));
  const dialog = within(live).getByRole('alertdialog');
  expect(dialog).toHaveTextContent(
    'Roll Live streams back from release live-v2 to release live-v1?',
  );
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(api.callsTo('/api/operator/releases/rollback')).toHaveLength(0);
  await userEvent.click(within(live).getByRole('button', { name: 'Roll back' }));
  await userEvent.click(within(live).getByRole('button', { name: 'Yes, apply' }));
  expect(api.callsTo('/api/operator/releases/rollback').map((c) => c.body)).toEqual([
    { remote: 'live' },
  ]);
  const current = await within(live).findByText('Current');
  expect(current.closest('li')).toHaveTextContent('live-v1');
  // live-v1 is the oldest: nothing to roll back to
  expect(within(live).queryByRole('button', { name: 'Roll back' })).toBeNull();
});
