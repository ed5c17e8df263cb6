import { fireEvent, screen, within } from '@testing-library/react';
import { mockBackend, linkTargets, renderRemoteAt, signInForTest } from '@app/shared/testing';
import { setUpSlipUi } from '../features/betslip/testing/slip-test-utils';
import SportsRoutes from './routes';

// Issue 9: a remote renders relative to the base path the host gives, never at a fixed `/sports`.
const BASE = '/qa/sports';

beforeAll(setUpSlipUi);
beforeEach(() => {
  signInForTest();
  mockBackend();
});

describe('the sports remote under a base path it never saw', () => {
  it('renders my bets and keeps every link of the frame under the base path', async () => {
    const { container } = renderRemoteAt(
      <SportsRoutes routeId="sports" basePath={BASE} />,
      BASE,
      `${BASE}/mybets`,
    );
    expect(await screen.findByRole('tab', { name: 'Open' })).toBeVisible();
    const nav = screen.getByRole('navigation', { name: 'Sports' });
    expect(linkTargets(nav)).toEqual([BASE, `${BASE}/mybets`, `${BASE}/results`]);
    expect(within(nav).getByRole('link', { name: 'My bets' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(linkTargets(container).filter((href) => !href.startsWith(`${BASE}`))).toEqual([]);
  });

  it('navigates between its pages inside the base path', async () => {
    const { where } = renderRemoteAt(<SportsRoutes routeId="sports" basePath={BASE} />, BASE, BASE);
    fireEvent.click(screen.getByRole('link', { name: 'Results' }));
    expect(where.pathname).toBe(`${BASE}/results`);
    fireEvent.click(screen.getByRole('link', { name: 'My bets' }));
    expect(where.pathname).toBe(`${BASE}/mybets`);
    expect(await screen.findByRole('tab', { name: 'Open' })).toBeVisible();
  });
});
