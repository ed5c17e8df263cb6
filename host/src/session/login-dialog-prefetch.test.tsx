import { act, fireEvent, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { useSessionStore } from '@app/shared/store';
import { LoginDialog } from './login-dialog';

// Issue 16: a guest fetches the session forms once they use the page (the press on "Log in" itself
// at the latest), not with the first screen; a member does not fetch them at all.

const mockLoaded = { count: 0 };
jest.mock('./login-modals', () => {
  mockLoaded.count += 1;
  return { __esModule: true, default: () => null };
});

const renderDialog = () =>
  render(
    <MemoryRouter>
      <LoginDialog />
    </MemoryRouter>,
  );

const settle = () => act(() => new Promise((r) => setTimeout(r, 20)));

it('a member loads no forms, whatever they do on the page', async () => {
  act(() => useSessionStore.getState().signIn({ token: 'tok', username: 'member01' }));
  const view = renderDialog();
  fireEvent.pointerDown(document.body);
  await settle();
  expect(mockLoaded.count).toBe(0);
  view.unmount();
  act(() => useSessionStore.getState().signOut());
});

it('a guest loads the forms at their first touch, not while they only look', async () => {
  renderDialog();
  await settle();
  expect(mockLoaded.count).toBe(0);
  fireEvent.touchStart(document.body);
  await settle();
  expect(mockLoaded.count).toBe(1);
  fireEvent.pointerDown(document.body);
  await settle();
  expect(mockLoaded.count).toBe(1);
});
