import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@app/shared/client';
import { setShellServices, shell } from '@app/shared/federation';
import { useAppStore, useSettingsStore } from '@app/shared/store';
import { mockBackend, renderWithProviders, setUpUi, signIn } from '../../../test-utils';
import { SettingsPage } from './settings-page';

beforeAll(setUpUi);

describe('settings (SPEC §3 local settings, §4 logout)', () => {
  beforeEach(() => {
    signIn();
    useSettingsStore.getState().reset();
  });

  it('writes the odds format and theme into the shared stores the sportsbook and layout read', async () => {
    mockBackend();
    renderWithProviders(<SettingsPage />);
    await userEvent.click(screen.getByRole('radio', { name: 'Malay' }));
    expect(useSettingsStore.getState().oddsFormat).toBe(3);
    await userEvent.click(screen.getByRole('radio', { name: 'Accept any odds' }));
    expect(useSettingsStore.getState().oddsChange).toBe(2);
    await userEvent.click(screen.getByRole('radio', { name: 'Light' }));
    expect(useAppStore.getState().theme).toBe('light');
  });

  it('refreshes the identity code and logs out through the shell', async () => {
    const api = mockBackend();
    api.on('GET', '/api/member/refreshIdentityCode', () => ({ data: { identityCode: 'ZX81QW' } }));
    const logout = jest.fn(async () => undefined);
    const restore = setShellServices({ ...shell, logout });
    renderWithProviders(<SettingsPage />);
    await userEvent.click(screen.getByRole('button', { name: 'New identity code' }));
    expect(await screen.findByTestId('identity-result')).toHaveTextContent('ZX81QW');
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(logout).toHaveBeenCalledTimes(1));
    restore();
  });

  it('a failed logout says so in the UI language and lets the member try again', async () => {
    mockBackend();
    const logout = jest.fn(async () => {
      throw new ApiError('network', 'Network error: the server could not be reached.');
    });
    const restore = setShellServices({ ...shell, logout });
    renderWithProviders(<SettingsPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Connection problem. Please try again.',
    );
    expect(screen.getByRole('button', { name: 'Log out' })).toBeEnabled();
    restore();
  });
});
