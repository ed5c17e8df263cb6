import { render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { appRoutes } from './router';

jest.mock('@app/shared/client', () => ({
  ...jest.requireActual('@app/shared/client'),
  getRuntimeConfig: jest.fn(() => ({ mode: 'development', market: 'vietnam' })),
}));
jest.mock('../pages/platform-status-page', () => ({
  PlatformStatusPage: () => <p>platform status page</p>,
}));
jest.mock('../info/help-center-page', () => ({
  __esModule: true,
  default: () => <p>help page</p>,
}));
jest.mock('../layout/layout', () => ({
  Layout: () => (
    <div data-testid="layout">
      <Outlet />
    </div>
  ),
}));

// A router whose first route is still loading its code (a route `lazy`) commits nothing: on a reload
// of such a page React's first commit replaced the prerendered layout with an empty root until the
// chunk came (a white screen for as long as the network takes; CI saw 15 s once).
test.each([
  ['/platform-status', 'platform status page'],
  ['/HelpCenter', 'help page'],
])(
  "the layout is in the router's first commit on %s, before the page's code has loaded",
  async (path, page) => {
    const router = createMemoryRouter(appRoutes(), { initialEntries: [path] });
    render(<RouterProvider router={router} />);
    expect(screen.getByTestId('layout')).toBeInTheDocument();
    expect(screen.queryByText(page)).toBeNull();
    expect(await screen.findByText(page)).toBeInTheDocument();
  },
);
