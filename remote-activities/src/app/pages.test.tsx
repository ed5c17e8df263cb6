import { screen, waitFor } from '@testing-library/react';
import { renderRemoteAt } from '@app/shared/testing';
import { mockBackend, setUpUi, signOut } from '../test-utils';
import ActivitiesRoutes from './routes';

// Issue 16: /activity carries the promotions list only; an activity's page is a chunk of its own,
// asked for when the route shows it (or preloaded: its manifest route names it, the cards on intent).
beforeAll(setUpUi);
beforeEach(() => {
  signOut();
  const api = mockBackend();
  api.on('GET', '/api/promotion/activity/list', () => ({ data: [] }));
  api.on('GET', '/registry', () => ({ data: { remotes: [], activities: {} } }));
});

it('an activity page arrives after its route renders, with the loading state meanwhile', async () => {
  const { container } = renderRemoteAt(
    <ActivitiesRoutes routeId="sign-activity" basePath="/sign-activity" />,
    '/sign-activity',
  );
  expect(container.querySelector('[data-activity]')).toBeNull();
  expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  await waitFor(() =>
    expect(container.querySelector('[data-activity="sign-activity"]')).not.toBeNull(),
  );
});
