import { screen } from '@testing-library/react';
import { callUrl, commonHeaders, getRuntimeConfig } from '@app/shared/api';
import { startEarlyCall } from '@app/shared/boot';
import manifest from '../../app-manifest.json';
import { fakeBackend, renderWithProviders, setUpUi } from '../../test-utils';
import { PromotionsPage } from './promotions-page';

// Issue 16 "every other page": the manifest's `firstReads` of /activity are started by the host's HTML
// (host/src/boot/early-remote.ts). They only help when they are exactly the calls the page makes: the
// page must take every one of them instead of asking the server again.
const EARLY_ADVERT = { id: 9, title: 'From the early read', imageUrl: '/media/banners/1.svg' };

beforeAll(setUpUi);

function declaredReads(path: string) {
  const route = manifest.routes.find((r) => r.path === path);
  return (route && 'firstReads' in route ? route.firstReads : []) as Array<{
    method: 'GET' | 'POST';
    path: string;
    body?: Record<string, unknown>;
  }>;
}

it('/activity declares its first read, and the promotions page takes it without a second request', async () => {
  const reads = declaredReads('/activity');
  expect(reads.length).toBeGreaterThan(0);
  const api = fakeBackend();
  api.on('GET', '/api/promotion/advertise/list', () => ({ data: [] }));
  api.on('GET', '/api/promotion/activity/list', () => ({ data: [] }));
  global.fetch = jest.fn(async () => ({
    status: 200,
    headers: { get: () => null },
    json: async () => ({ code: 200, msg: 'success', data: [EARLY_ADVERT] }),
  })) as unknown as typeof fetch;
  for (const read of reads) {
    const url = callUrl(getRuntimeConfig().apiBaseUrl, read.path);
    void startEarlyCall({ ...read, url, headers: commonHeaders() }, 1000);
  }

  renderWithProviders(<PromotionsPage />);

  expect(await screen.findByText(EARLY_ADVERT.title)).toBeInTheDocument();
  const asked = api.calls.map((c) => `${c.method} ${c.path}`);
  for (const read of reads) expect(asked).not.toContain(`${read.method} ${read.path}`);
});
