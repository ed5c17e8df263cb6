import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { parseRuntimeConfig, setRuntimeConfig } from '@app/shared/client';
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

  // issue 16: the first card's picture is the page's LCP element; a lazy one waits for layout
  it('fetches the first card’s picture at once and at high priority, the others lazily', () => {
    const advert = { id: 1, title: 'Lucky wheel', subTitle: null, imageUrl: '/a.svg', link: null };
    const { container } = render(
      <MemoryRouter>
        <PromoCard advert={advert} priority />
        <PromoCard advert={{ ...advert, id: 2 }} />
      </MemoryRouter>,
    );
    const [first, second] = Array.from(container.querySelectorAll('img'));
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(second).toHaveAttribute('loading', 'lazy');
    expect(second).not.toHaveAttribute('fetchpriority');
  });
});
