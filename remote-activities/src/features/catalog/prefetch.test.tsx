import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { mockBackend, setUpUi } from '../../test-utils';
import { prefetchPromotions } from './prefetch';
import { PromotionsPage } from './promotions-page';

// The host's document server draws /activity from what `prefetch` (./routes) put in the query cache.
const ADVERT = { id: 9, title: 'Drawn on the server', imageUrl: '/media/banners/1.svg' };

beforeAll(setUpUi);

it('fills the cache the promotions list is drawn from: its first render shows the cards', async () => {
  const api = mockBackend();
  api.on('GET', '/api/promotion/advertise/list', () => ({ data: [ADVERT] }));
  api.on('GET', '/api/promotion/activity/list', () => ({ data: [] }));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });

  await expect(prefetchPromotions(client, { pathname: '/activity', search: '' })).resolves.toBe(
    true,
  );
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <PromotionsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );

  expect(screen.getByText(ADVERT.title)).toBeInTheDocument();
  expect(screen.queryByTestId('promo-skeleton')).not.toBeInTheDocument();
});

it('draws no activity page on the server', async () => {
  const client = new QueryClient();
  await expect(prefetchPromotions(client, { pathname: '/luckyWheel', search: '' })).resolves.toBe(
    false,
  );
  expect(client.getQueryCache().getAll()).toHaveLength(0);
});
