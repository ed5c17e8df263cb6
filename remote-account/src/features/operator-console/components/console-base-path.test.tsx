import { fireEvent, screen, waitFor } from '@testing-library/react';
import { linkTargets, renderRemoteAt } from '@app/shared/testing';
import { mockBackend, setUpUi, signIn } from '../../../test-utils';
import AccountRoutes from '../../../app/routes';

// Issue 9: the operator console renders relative to the base path the host gives
// (`/superadmincenter` at the site root); its tabs and its redirect stay under that base.
const BASE = '/qa/superadmincenter';

beforeAll(setUpUi);
beforeEach(() => {
  signIn();
  const api = mockBackend();
  api.on('GET', '/api/platform/registry', () => ({ data: { version: 1, remotes: [] } }));
  api.on('GET', '/api/operator/maintenance', () => ({ data: [] }));
});

const renderConsole = (url: string) =>
  renderRemoteAt(<AccountRoutes routeId="superadmin" basePath={BASE} />, BASE, url);

describe('the operator console under a base path it never saw', () => {
  it('keeps its tabs under the base path and moves between them there', async () => {
    const { where } = renderConsole(BASE);
    const tabs = await screen.findByRole('navigation', { name: 'Operator console' });
    expect(linkTargets(tabs)).toEqual([
      BASE,
      `${BASE}/maintenance`,
      `${BASE}/moderation`,
      `${BASE}/audit`,
      `${BASE}/releases`,
      `${BASE}/health`,
      `${BASE}/withdrawals`,
    ]);
    fireEvent.click(screen.getByRole('link', { name: 'Maintenance' }));
    expect(where.pathname).toBe(`${BASE}/maintenance`);
  });

  it('sends an unknown tab back to the base path, not to the site root', async () => {
    const { where } = renderConsole(`${BASE}/nothing-here`);
    await waitFor(() => expect(where.pathname).toBe(BASE));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Operator console' }),
    ).toBeVisible();
  });
});
