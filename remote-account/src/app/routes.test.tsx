import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { MountAt } from '@app/shared/federation';
import manifest from '../app-manifest.json';
import { mockRgBackend } from '../features/responsible-gambling/testing/rg-backend';
import { renderWithProviders, setUpUi, signIn, signOut } from '../test-utils';
import AccountRoutes from './routes';

beforeAll(setUpUi);

describe('issue 18 routes', () => {
  it('declares /responsible-gambling as an open page with the footer (the host footer links it)', () => {
    const route = manifest.routes.find((r) => r.id === 'responsibleGambling');
    expect(route).toEqual({
      id: 'responsibleGambling',
      path: '/responsible-gambling',
      footer: true,
    });
    // one link only: the host's 21+ footer line, not a second entry in the footer list
    expect(manifest.nav.footer.find((f) => f.path === '/responsible-gambling')).toBeUndefined();
  });

  it('shows the open page for its route id', async () => {
    signOut();
    renderWithProviders(
      <AccountRoutes routeId="responsibleGambling" basePath="/responsible-gambling" />,
      '/responsible-gambling',
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Play responsibly' }),
    ).toBeVisible();
  });

  it('puts the limits under the member centre, with their tab', async () => {
    signIn();
    mockRgBackend();
    const { unmount } = renderMemberCentre('/personal/me/responsible');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Limits and breaks' }),
    ).toBeVisible();
    const tabs = screen.getByRole('navigation', { name: 'Member centre sections' });
    expect(within(tabs).getByRole('link', { name: 'Limits & breaks' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    unmount();
  });

  it.each([
    ['the overview shortcuts', '/personal/me', /^Limits & breaks.*reminders/],
    ['the settings', '/personal/me/settings', 'Open limits and breaks'],
  ])('links them from %s', async (_where, url, name) => {
    signIn();
    mockRgBackend();
    const { unmount } = renderMemberCentre(url);
    const main = screen.getByRole('navigation', { name: 'Member centre sections' }).parentElement!;
    expect(await within(main).findByRole('link', { name })).toHaveAttribute(
      'href',
      '/personal/me/responsible',
    );
    unmount();
  });
});

describe('issue 16: the member centre carries the overview only', () => {
  it('loads a section page when it is opened, showing the loading state meanwhile', async () => {
    signIn();
    mockRgBackend();
    const { unmount } = renderMemberCentre('/personal/me');
    const tabs = screen.getByRole('navigation', { name: 'Member centre sections' });
    fireEvent.click(within(tabs).getByRole('link', { name: 'Bet records' }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(await screen.findByRole('heading', { level: 1, name: 'Bet records' })).toBeVisible();
    unmount();
  });

  it("the deposit page is fetched at the member's first move on the page, before any tap", async () => {
    signIn();
    mockRgBackend();
    const { unmount } = renderMemberCentre('/personal/me');
    // a move on the page itself (not the site's tab bar)
    fireEvent.pointerMove(screen.getByRole('navigation', { name: 'Member centre sections' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    fireEvent.click(screen.getByRole('link', { name: /Deposit|Nạp/ }));
    expect(screen.queryByText('Loading…')).toBeNull();
    unmount();
  });

  it('a tab pointed at loads its page before the tap, which then shows it at once', async () => {
    signIn();
    mockRgBackend();
    const { unmount } = renderMemberCentre('/personal/me');
    const tabs = screen.getByRole('navigation', { name: 'Member centre sections' });
    const invite = within(tabs).getByRole('link', { name: 'Invite friends' });
    fireEvent.pointerEnter(invite);
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    fireEvent.click(invite);
    expect(screen.queryByText('Loading…')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: /Invite friends/ })).toBeVisible();
    unmount();
  });
});

/** The member centre mounted under a splat route, as the host mounts it. */
function renderMemberCentre(url: string) {
  return render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <MemoryRouter initialEntries={[url]}>
        <MountAt basePath="/personal/me">
          <AccountRoutes routeId="personal" basePath="/personal/me" />
        </MountAt>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
