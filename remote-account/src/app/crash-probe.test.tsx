import { render, screen } from '@testing-library/react';
import { getRuntimeConfig, parseRuntimeConfig, setRuntimeConfig } from '@app/shared/client';
import { MountAt } from '@app/shared/federation';
import { renderWithProviders, setUpUi, signIn } from '../test-utils';
import { CRASH_PROBE_MESSAGE, CrashProbe } from './crash-probe';
import AccountRoutes from './routes';

// Issue 48: outside production, /personal/<id>/crash-probe has a button that throws in this
// remote's own code (the e2e follows its report to the operator console).
beforeAll(setUpUi);

function mount(url: string) {
  return renderWithProviders(
    <MountAt basePath="/personal/me">
      <AccountRoutes routeId="personal" basePath="/personal/me" />
    </MountAt>,
    url,
  );
}

test('the button throws in its click handler (no boundary catches it: an uncaught error)', () => {
  render(<CrashProbe />);
  const button = screen.getByRole('button', { name: 'Throw a test error' });
  const onError = jest.fn((e: ErrorEvent) => e.preventDefault());
  window.addEventListener('error', onError);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  button.click();
  window.removeEventListener('error', onError);
  expect(onError.mock.calls[0]![0].error).toEqual(new Error(CRASH_PROBE_MESSAGE));
});

test('outside production the probe has its route under the member centre', async () => {
  signIn();
  mount('/personal/me/crash-probe');
  expect(await screen.findByTestId('crash-probe')).toBeInTheDocument();
});

test('in production there is no such route', async () => {
  signIn();
  const before = getRuntimeConfig();
  setRuntimeConfig(parseRuntimeConfig({ ...before, mode: 'production' }));
  try {
    mount('/personal/me/crash-probe');
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('crash-probe')).toBeNull();
  } finally {
    setRuntimeConfig(before);
  }
});
