import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { linkTargets, renderRemoteAt } from '@app/shared/testing';
import { mockRgBackend } from '../features/responsible-gambling/testing/rg-backend';
import { setUpUi, signIn } from '../test-utils';
import AccountRoutes from './routes';

// Issue 9: the member centre renders relative to the base path the host gives (`/personal/me` at
// the site root); its sections, shortcuts and redirects stay under that base.
const BASE = '/qa/personal/me';

beforeAll(setUpUi);
beforeEach(() => {
  signIn();
  mockRgBackend();
});

const renderCentre = (url: string) =>
  renderRemoteAt(<AccountRoutes routeId="personal" basePath={BASE} />, BASE, url);

describe('the account remote under a base path it never saw', () => {
  it('keeps the section tabs and the overview shortcuts under the base path', () => {
    const { container } = renderCentre(BASE);
    const tabs = screen.getByRole('navigation', { name: 'Member centre sections' });
    expect(linkTargets(tabs)).toEqual([
      BASE,
      `${BASE}/bets`,
      `${BASE}/invite`,
      `${BASE}/vip`,
      `${BASE}/responsible`,
      `${BASE}/settings`,
    ]);
    expect(linkTargets(container).filter((h) => h.startsWith('/personal'))).toEqual([]);
  });

  it('moves between sections inside the base path', async () => {
    const { where } = renderCentre(`${BASE}/settings`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    fireEvent.click(screen.getByRole('link', { name: 'Open limits and breaks' }));
    expect(where.pathname).toBe(`${BASE}/responsible`);
    const tabs = screen.getByRole('navigation', { name: 'Member centre sections' });
    fireEvent.click(within(tabs).getByRole('link', { name: 'Settings' }));
    expect(where.pathname).toBe(`${BASE}/settings`);
  });

  it('sends an unknown section back to the base path', async () => {
    const { where } = renderCentre(`${BASE}/nothing-here`);
    await waitFor(() => expect(where.pathname).toBe(BASE));
  });
});
