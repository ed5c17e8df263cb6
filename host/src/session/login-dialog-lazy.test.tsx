import { act, screen } from '@testing-library/react';
import { useSessionStore } from '@app/shared/store';
import { LoginDialog } from './login-dialog';
import { useLoginDialog } from './login-dialog-store';
import { renderAt, setupI18n } from './test-utils';

// First-screen budget (issue 16): the session forms are a lazy chunk of the host.

beforeAll(async () => {
  await setupI18n();
});
beforeEach(() => useSessionStore.getState().signOut());

it('opens at once with "Opening…" while the forms load, then shows the login form', async () => {
  renderAt(<LoginDialog />);
  act(() => useLoginDialog.getState().show(null, 'login'));
  expect(screen.getByRole('dialog', { name: 'Opening…' })).toBeInTheDocument();
  expect(await screen.findByLabelText('User name')).toBeInTheDocument();
  expect(screen.queryByRole('dialog', { name: 'Opening…' })).not.toBeInTheDocument();
});
