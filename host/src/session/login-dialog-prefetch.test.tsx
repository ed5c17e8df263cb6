import { act, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { useSessionStore } from '@app/shared/store';
import { LoginDialog } from './login-dialog';

// A guest fetches the session forms when the browser is idle, so the first "Log in" opens at once;
// a member does not fetch them at all.

const mockLoaded = { count: 0 };
jest.mock('./login-modals', () => {
  mockLoaded.count += 1;
  return { __esModule: true, default: () => null };
});

const idle: Array<() => void> = [];
beforeEach(() => {
  idle.length = 0;
  window.requestIdleCallback = jest.fn((cb: IdleRequestCallback) => {
    idle.push(() => cb({ didTimeout: false, timeRemaining: () => 50 }));
    return idle.length;
  });
  window.cancelIdleCallback = jest.fn();
});

const renderDialog = () =>
  render(
    <MemoryRouter>
      <LoginDialog />
    </MemoryRouter>,
  );

it('a member asks for no idle work and loads no forms', async () => {
  act(() => useSessionStore.getState().signIn({ token: 'tok', username: 'member01' }));
  const view = renderDialog();
  await act(() => new Promise((r) => setTimeout(r, 20)));
  expect(window.requestIdleCallback).not.toHaveBeenCalled();
  expect(mockLoaded.count).toBe(0);
  view.unmount();
  act(() => useSessionStore.getState().signOut());
});

it('a guest loads the forms once the browser is idle, not before', async () => {
  renderDialog();
  await act(() => new Promise((r) => setTimeout(r, 20)));
  expect(mockLoaded.count).toBe(0);
  expect(idle).toHaveLength(1);
  await act(async () => {
    idle[0]!();
    await new Promise((r) => setTimeout(r, 20));
  });
  expect(mockLoaded.count).toBe(1);
});
