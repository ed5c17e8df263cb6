import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { parseRuntimeConfig, setRuntimeConfig } from '@app/shared/api';
import { PromoCard } from './promo-card';

beforeAll(() =>
  setRuntimeConfig(parseRuntimeConfig({ apiBaseUrl: 'http://api.test', registryUrl: 'x' })),
);

const renderCard = (link: string | null, imageUrl = '/media/banners/1.svg') =>
  render(
    <MemoryRouter>
      <PromoCard advert={{ id: 1, title: 'Lucky wheel', subTitle: 'Spin daily', imageUrl, link }} />
    </MemoryRouter>,
  );

// S2: only same-site paths from the server become links.
describe('promotion card', () => {
  it('links to a same-site path and resolves a relative image against the API host', () => {
    renderCard('/luckyWheel');
    expect(screen.getByRole('link')).toHaveAttribute('href', '/luckyWheel');
    expect(screen.getByTestId('promo-card').querySelector('img')).toHaveAttribute(
      'src',
      'http://api.test/media/banners/1.svg',
    );
    expect(screen.getByText('Spin daily')).toBeInTheDocument();
  });

  it.each([
    'javascript:alert(1)',
    '//evil.example/x',
    'https://evil.example',
    '/\\evil.example',
    null,
  ])('renders %j without a link', (link) => {
    renderCard(link);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('Lucky wheel')).toBeInTheDocument();
  });
});
