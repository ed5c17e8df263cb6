import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { parseRuntimeConfig, setRuntimeConfig } from '@app/shared/client';
import { INITIAL_SESSION, useSessionStore } from '@app/shared/store';
import { RouteEntrySchema } from '@app/shared/federation';
import { deferred, mockBackend, type MockRoute } from '@app/shared/testing';
import { useLoginDialog } from '../session/login-dialog-store';
import { useProfileStatus } from '../session/profile-status';
import { renderAt, setupI18n } from '../session/test-utils';
import { RouteGuard } from './route-guard';
import { ServedPageProvider, type ServedPage } from './served-page';

const MEMBER = '/api/member/get';
let api: ReturnType<typeof mockBackend>;
/** The server's profile answer (the member call of SPEC §7). */
const profile = (route: MockRoute) => api.on('GET', MEMBER, route);
const profileCalls = () => api.callsTo(MEMBER);

function renderGuard(flags: Record<string, boolean>, path = '/page') {
  const entry = RouteEntrySchema.parse({ id: 'p', path: '/page', ...flags });
  return renderAt(
    <RouteGuard entry={entry}>
      <p>secret page</p>
    </RouteGuard>,
    path,
  );
}

beforeAll(setupI18n);
beforeEach(() => {
  setRuntimeConfig(parseRuntimeConfig({ apiBaseUrl: 'http://api.test', registryUrl: 'x' }));
  api = mockBackend();
  api.on('POST', '/api/fund/wallet/member/local', () => ({
    data: { memberWallet: { balance: 10 } },
  }));
  useSessionStore.setState({ ...INITIAL_SESSION });
  useProfileStatus.setState({ status: 'idle' });
  useLoginDialog.setState({ open: false });
});

describe('SPEC §2 guards and S17 (a role faked in storage gains nothing)', () => {
  it('a guest on a requiresAuth page gets the login dialog and goes to /', async () => {
    const { router } = renderGuard({ requiresAuth: true }, '/page?x=1');
    await waitFor(() => expect(router.pathname).toBe('/'));
    expect(useLoginDialog.getState().open).toBe(true);
    expect(screen.queryByText('secret page')).toBeNull();
  });

  it('a page the server drew for a login is kept for its first render, then guarded as any other', async () => {
    const entry = RouteEntrySchema.parse({ id: 'p', path: '/page', requiresAuth: true });
    const served: ServedPage = {
      pathname: '/page',
      basePath: '/page',
      entry,
      member: true,
      remote: {
        id: 'r',
        name: 'remote_r',
        manifest: 'http://r.test/mf-manifest.json',
        enabled: true,
        paths: [],
      },
    };
    const seen: string[] = [];
    function Probe() {
      seen.push('rendered');
      return <p>secret page</p>;
    }
    const { router } = renderAt(
      <ServedPageProvider value={served}>
        <RouteGuard entry={entry}>
          <Probe />
        </RouteGuard>
      </ServedPageProvider>,
      '/page',
    );
    // the first render is the drawn page (hydration); the guest is then sent to log in
    expect(seen.length).toBeGreaterThan(0);
    await waitFor(() => expect(router.pathname).toBe('/'));
    expect(useLoginDialog.getState().open).toBe(true);
  });

  it('a logged-in user on an isLoginedBlackList page goes to /', async () => {
    useSessionStore.setState({ token: 't', username: 'm' });
    const { router } = renderGuard({ isLoginedBlackList: true });
    await waitFor(() => expect(router.pathname).toBe('/'));
  });

  it('S17: superAdmin faked in storage waits for the server profile, then gets /403', async () => {
    useSessionStore.setState({
      token: 't',
      username: 'm',
      userInfo: { userName: 'm', role: 'superAdmin' },
    });
    const held = deferred<unknown>();
    profile(() => held.promise);
    const { router } = renderGuard({ requiresAuth: true, requiresSuperAdmin: true });
    expect(await screen.findByRole('status')).toBeInTheDocument();
    expect(screen.queryByText('secret page')).toBeNull();
    held.resolve({ data: { userName: 'm', role: 'member' } });
    await waitFor(() => expect(router.pathname).toBe('/403'));
    expect(screen.queryByText('secret page')).toBeNull();
  });

  it.each([
    [{ requiresAnchor: true }, 'anchor'],
    [{ requiresSuperAdmin: true }, 'superAdmin'],
  ])('%j: the real role from the server opens the page', async (flags, role) => {
    useSessionStore.setState({ token: 't', username: 'm' });
    profile(() => ({ data: { userName: 'm', role } }));
    renderGuard({ requiresAuth: true, ...flags });
    expect(await screen.findByText('secret page')).toBeInTheDocument();
    expect(profileCalls()).toHaveLength(1);
  });

  it('an already fresh profile is not fetched again; a member is sent to /403 at once', async () => {
    useSessionStore.setState({
      token: 't',
      username: 'm',
      userInfo: { userName: 'm', role: 'member' },
    });
    useProfileStatus.setState({ status: 'fresh' });
    const { router } = renderGuard({ requiresAnchor: true });
    await waitFor(() => expect(router.pathname).toBe('/403'));
    expect(profileCalls()).toHaveLength(0);
  });

  it('a profile that cannot load offers Retry instead of the page', async () => {
    useSessionStore.setState({
      token: 't',
      username: 'm',
      userInfo: { userName: 'm', role: 'anchor' },
    });
    profile(() => ({ transport: 'network' }));
    renderGuard({ requiresAnchor: true });
    const retry = await screen.findByRole('button', { name: /retry/i });
    expect(screen.queryByText('secret page')).toBeNull();
    profile(() => ({ data: { userName: 'm', role: 'anchor' } }));
    await userEvent.click(retry);
    expect(await screen.findByText('secret page')).toBeInTheDocument();
  });

  it('a page without flags renders for a guest without any call', () => {
    renderGuard({});
    expect(screen.getByText('secret page')).toBeInTheDocument();
    expect(profileCalls()).toHaveLength(0);
  });
});
