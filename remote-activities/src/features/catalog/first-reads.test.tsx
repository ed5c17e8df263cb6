import { screen, waitFor } from '@testing-library/react';
import { startDeclaredReads } from '@app/shared/testing';
import manifest from '../../app-manifest.json';
import { mockBackend, renderWithProviders, setUpUi } from '../../test-utils';
import { PromotionsPage } from './promotions-page';

// Issue 16 "every other page": the manifest's `firstReads` of /activity are started by the host's HTML
// (host/src/boot/early-remote.ts). They only help when they are exactly the calls the page makes: the
// page must take every one of them instead of asking the server again.
const EARLY_ADVERT = { id: 9, title: 'From the early read', imageUrl: '/media/banners/1.svg' };
const EARLY_ACTIVITY = { id: 11, key: 'luckyWheel', type: 'turntable', name: 'Early wheel' };

beforeAll(setUpUi);

it('/activity declares its first reads, and the promotions page takes them without a second request', async () => {
  const api = mockBackend();
  api.on('GET', '/api/promotion/advertise/list', () => ({ data: [] }));
  api.on('GET', '/api/promotion/activity/list', () => ({ data: [] }));
  const reads = startDeclaredReads(manifest, '/activity', (read) =>
    read.path.endsWith('/activity/list') ? [EARLY_ACTIVITY] : [EARLY_ADVERT],
  );
  expect(reads.map((r) => r.path)).toEqual([
    '/api/promotion/advertise/list',
    '/api/promotion/activity/list',
  ]);

  renderWithProviders(<PromotionsPage />);

  expect(await screen.findByText(EARLY_ADVERT.title)).toBeInTheDocument();
  await waitFor(() => expect(reads.answered()).toBe(reads.length));
  const asked = api.calls.map((c) => `${c.method} ${c.path}`);
  for (const read of reads) expect(asked).not.toContain(`${read.method} ${read.path}`);
});
