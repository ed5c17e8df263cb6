import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { accountLogin, getUserInfo } from '@app/shared/api/member';
import { shell, WidgetUnavailableError } from '../federation/shell-services';
import type { RemoteRoutesProps } from '../federation/contracts';
import { INITIAL_SESSION, useSessionStore } from '../store/session-store';
import { StandaloneShell } from './standalone-shell';
import { quietLibraryNotices } from '../__fixtures__/quiet-console';

jest.mock('@app/shared/api/member', () => ({
  ...jest.requireActual('@app/shared/api/member'),
  accountLogin: jest.fn(),
  getUserInfo: jest.fn(),
}));
const login = jest.mocked(accountLogin);
const userInfo = jest.mocked(getUserInfo);

const manifest = {
  id: 'remote-live',
  routes: [
    { id: 'live', path: '/live' },
    { id: 'room', path: '/live-room/:id' },
  ],
};

function RemoteRoutes({ routeId, basePath }: RemoteRoutesProps) {
  return (
    <Routes>
      <Route index element={<p>{`index of ${routeId} at ${basePath}`}</p>} />
      <Route path="sub" element={<p>{`sub page of ${routeId}`}</p>} />
    </Routes>
  );
}

function show(url: string) {
  window.history.pushState({}, '', url);
  return render(<StandaloneShell manifest={manifest} RemoteRoutes={RemoteRoutes} />);
}

beforeEach(() => {
  useSessionStore.setState({ ...INITIAL_SESSION });
  login.mockReset();
  userInfo.mockReset();
});

beforeAll(quietLibraryNotices);

describe('StandaloneShell: one remote alone with the real providers', () => {
  it('a page that throws shows its error under the bar, not an empty window', () => {
    function Broken(): never {
      throw Object.assign(new Error('Loading chunk page-x failed.'), { name: 'ChunkLoadError' });
    }
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    window.history.pushState({}, '', '/live');
    render(<StandaloneShell manifest={manifest} RemoteRoutes={Broken} />);
    errors.mockRestore();
    expect(screen.getByRole('alert')).toHaveTextContent('This page failed: Loading chunk page-x');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(screen.getByText('standalone · remote-live')).toBeInTheDocument();
  });

  it.each([
    ['/live', 'index of live at /live'],
    ['/live/sub', 'sub page of live'],
    ['/live-room/9', 'index of room at /live-room/9'],
    ['/elsewhere', 'Pick a page above.'],
  ])('%s renders %s', (url, text) => {
    show(url);
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getByText('standalone · remote-live')).toBeInTheDocument();
  });

  it("another remote's widget is not reachable alone: loadWidget rejects as standalone", async () => {
    show('/live');
    const err = await shell.loadWidget('sports', './widgets/x').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(WidgetUnavailableError);
    expect(err).toMatchObject({ remoteId: 'sports', reason: 'standalone' });
  });

  it('links only the routes without parameters', () => {
    show('/');
    expect(screen.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/live']);
  });

  it('logs in through the API, stores the session and shows the user; log out clears it', async () => {
    login.mockResolvedValue({ accessToken: 'tok' });
    userInfo.mockResolvedValue({ userName: 'alice' });
    show('/live');
    await userEvent.type(screen.getByLabelText('User name'), 'alice');
    await userEvent.type(screen.getByLabelText('Password'), 'pw');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('button', { name: 'Log out' })).toBeInTheDocument();
    expect(login).toHaveBeenCalledWith({ userName: 'alice', password: 'pw' });
    expect(useSessionStore.getState()).toMatchObject({ token: 'tok', username: 'alice' });
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(useSessionStore.getState().token).toBeNull();
    expect(screen.getByLabelText('User name')).toBeInTheDocument();
  });

  it.each([
    [
      'a rejected login shows the server message',
      () => Promise.reject(new Error('Wrong password')),
      'Wrong password',
    ],
    [
      'a login needing another step shows that',
      () => Promise.resolve({ accessToken: null }),
      /further step/,
    ],
    ['a non-Error rejection shows a generic text', () => Promise.reject('x'), 'Login failed'],
  ])('%s', async (_, impl, text) => {
    login.mockImplementation(impl as never);
    show('/live');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(useSessionStore.getState().token).toBeNull();
  });
});
