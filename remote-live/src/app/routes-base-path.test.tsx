import { screen, waitFor } from '@testing-library/react';
import { linkTargets, renderRemoteAt, setUpTestUi } from '@app/shared/testing';
import { namespaceReady } from '../i18n/namespace';
import { oneLiveStream } from '../testing/one-live-stream';
import LiveRoutes from './routes';

// Issue 9: a remote renders relative to the base path the host gives, never at a fixed `/anchorPlay`.
const BASE = '/qa/anchorPlay';

beforeAll(() => setUpTestUi(namespaceReady));
beforeEach(oneLiveStream);

describe('the live remote under a base path it never saw', () => {
  it('lists the streams and opens a room inside the base path', async () => {
    const { container } = renderRemoteAt(<LiveRoutes routeId="anchorPlay" basePath={BASE} />, BASE);
    expect(await screen.findByRole('heading', { name: 'Derby' })).toBeVisible();
    expect(screen.getByRole('link', { name: /Derby/ })).toHaveAttribute('href', `${BASE}?id=5`);
    expect(linkTargets(container).filter((href) => !href.startsWith(BASE))).toEqual([]);
  });

  it('sends an unknown sub-path back to the base path, not to /anchorPlay', async () => {
    const { where } = renderRemoteAt(
      <LiveRoutes routeId="anchorPlay" basePath={BASE} />,
      BASE,
      `${BASE}/nothing-here`,
    );
    await waitFor(() => expect(where.pathname).toBe(BASE));
    expect(await screen.findByRole('heading', { name: 'Derby' })).toBeVisible();
  });
});
