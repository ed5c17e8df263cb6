import { screen } from '@testing-library/react';
import { startDeclaredReads } from '@app/shared/testing';
import manifest from '../../app-manifest.json';
import { fakeBackend, renderWithProviders, setUpUi } from '../../test-utils';
import { PromotionsPage } from './promotions-page';

// Issue 16 "every other page": the manifest's `firstReads` of /activity are started by the host's HTML
// (host/src/boot/early-remote.ts). They only help when they are exactly the calls the page makes: the
// page must take every one of them instead of asking the server again.
const EARLY_ADVERT = { id: 9, title: 'From the early read', imageUrl: '/media/banners/1.svg' };

beforeAll(setUpUi);

it('/activity declares its first read, and the promotions page takes it without a second request', async () => {
  const api = fakeBackend();
  api.on('GET', '/api/promotion/advertise/list', () => ({ data: [] }));
  api.on('GET', '/api/promotion/activity/list', () => ({ data: [] }));
  const reads = startDeclaredReads(manifest, '/activity', () => [EARLY_ADVERT]);
  expect(reads.length).toBeGreaterThan(0);

  renderWithProviders(<PromotionsPage />);

  expect(await screen.findByText(EARLY_ADVERT.title)).toBeInTheDocument();
  const asked = api.calls.map((c) => `${c.method} ${c.path}`);
  for (const read of reads) expect(asked).not.toContain(`${read.method} ${read.path}`);
});
