import { screen, waitFor } from '@testing-library/react';
import { linkTargets, renderRemoteAt } from '@app/shared/testing';
import { mockBackend, setUpUi, signOut } from '../test-utils';
import ActivitiesRoutes from './routes';

// Issue 9: each activity route renders relative to the base path the host gives. Its links to other
// routes (another activity, the list) are the host's own paths; none points into its own route
// outside the base.
beforeAll(setUpUi);
beforeEach(() => {
  signOut();
  const api = mockBackend();
  api.on('GET', '/api/promotion/activity/list', () => ({
    data: [{ id: 4, key: 'sign-activity', type: 'sign', bonus: 10_000 }],
  }));
  api.on('GET', '/registry', () => ({ data: { remotes: [], activities: {} } }));
});

describe('the activities remote under a base path it never saw', () => {
  it('renders the promotions list at /qa/activity with no link into /activity outside the base', async () => {
    const base = '/qa/activity';
    const { container } = renderRemoteAt(
      <ActivitiesRoutes routeId="activity" basePath={base} />,
      base,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
    expect(linkTargets(container).filter((h) => /^\/activity(\/|$)/.test(h))).toEqual([]);
  });

  it.each([
    ['activity', '/qa/activity'],
    ['sign-activity', '/qa/sign-activity'],
  ])('sends an unknown sub-path of %s back to its base path', async (routeId, base) => {
    const { where } = renderRemoteAt(
      <ActivitiesRoutes routeId={routeId} basePath={base} />,
      base,
      `${base}/nothing-here`,
    );
    await waitFor(() => expect(where.pathname).toBe(base));
    expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();
  });
});
