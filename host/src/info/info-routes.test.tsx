import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Outlet, useLocation, useRoutes } from 'react-router-dom';
import { changeLanguage, i18n } from '@app/shared/i18n';
import { pageTitleFor } from '@app/shared/rules';
import { InfoFooterLinks } from './info-footer-links';
import { INFO_NS } from './info-messages';
import { INFO_PAGES, INFO_ROUTES, InfoRoute } from './info-routes';
import { setupInfoI18n } from './test-utils';

beforeAll(() => setupInfoI18n('en'));
afterEach(() => act(() => changeLanguage('en')));

function Shell() {
  const location = useLocation();
  return (
    <>
      <Outlet />
      <InfoFooterLinks />
      <Link to="/elsewhere">Elsewhere</Link>
      <output aria-label="path">{location.pathname}</output>
    </>
  );
}

/** The routes as the lead adds them: layout children, before the catch-all. */
function AppRoutes() {
  return useRoutes([
    {
      path: '/',
      element: <Shell />,
      children: [...INFO_ROUTES, { path: '*', element: <p>catch-all</p> }],
    },
  ]);
}

function renderRoutes(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('info routes', () => {
  it('describes the four open pages of SPEC §2', () => {
    expect(INFO_PAGES.map((page) => page.path)).toEqual([
      '/HelpCenter',
      '/AppDownload',
      '/VentureInvest',
      '/sponsor',
    ]);
    expect(INFO_ROUTES.map((route) => route.path)).toEqual([
      'HelpCenter',
      'AppDownload',
      'VentureInvest',
      'sponsor',
    ]);
    for (const page of INFO_PAGES)
      expect(i18n.t(page.titleKey, { ns: INFO_NS })).not.toBe(page.titleKey);
  });

  it.each([
    ['/HelpCenter', 'Help centre'],
    ['/AppDownload', 'Download the app'],
    ['/VentureInvest', 'Partner programme'],
    ['/sponsor', 'Our sponsorships'],
  ])('%s loads its chunk behind a skeleton', async (path, title) => {
    renderRoutes(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.queryByText('catch-all')).not.toBeInTheDocument();
  });

  it('footer links navigate between the pages, and leaving restores the site title', async () => {
    const user = userEvent.setup();
    renderRoutes('/sponsor');
    await screen.findByRole('heading', { level: 1, name: 'Our sponsorships' });
    await user.click(screen.getByRole('link', { name: 'Help centre' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Help centre' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'path' })).toHaveTextContent('/HelpCenter');
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findByText('catch-all')).toBeInTheDocument();
    expect(document.title).toBe(pageTitleFor('en'));
  });

  it('footer links are translated', async () => {
    await act(() => changeLanguage('vi'));
    render(
      <MemoryRouter>
        <InfoFooterLinks />
      </MemoryRouter>,
    );
    expect(screen.getByRole('navigation', { name: 'Thông tin' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tải ứng dụng' })).toHaveAttribute(
      'href',
      '/AppDownload',
    );
  });

  it('a failed page chunk shows Retry inside the layout and retries the import', async () => {
    const user = userEvent.setup();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = jest
      .fn()
      .mockRejectedValueOnce(new Error('Loading chunk 7 failed'))
      .mockResolvedValueOnce({ default: () => <h1>Loaded</h1> });
    render(<InfoRoute load={load} />);
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByRole('alert')).toHaveTextContent('This page could not be loaded');
    await user.click(retry);
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Loaded' })).toBeInTheDocument(),
    );
    expect(load).toHaveBeenCalledTimes(2);
  });
});
