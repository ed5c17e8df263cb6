import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockBackend, renderWithProviders, setUpUi, signIn } from '../../../test-utils';
import { ConsolePage } from './console-page';

// Issue 48: the Health tab shows, per app and release, errors with their top groups and resolved
// frame, load failures, p75 LCP/INP by route, the share of loads, a sparkline, and a flag.
beforeAll(setUpUi);
beforeEach(signIn);

const release = (build: string, over: object = {}) => ({
  build,
  loads: 5,
  share: 5 / 6,
  errors: 2,
  loadFailures: 1,
  errorRate: 0.4,
  flagged: false,
  groups: [
    {
      fingerprint: 'abc123',
      kind: 'error',
      message: 'Crash probe: the account remote threw on a button press',
      topFrame: 'src/app/crash-probe.tsx:18:15',
      count: 2,
      lastAt: Date.UTC(2026, 10, 23, 7, 46),
    },
    { fingerprint: 'zzz', kind: 'http', message: 'HTTP 500', topFrame: null, count: 1, lastAt: 0 },
  ],
  routes: [{ route: '/personal/:id', lcpP75: 2400, inpP75: 180, samples: 10 }],
  ...over,
});

const HEALTH = {
  window: 'hour',
  bucketMs: 300_000,
  apps: [
    {
      app: 'account',
      loads: 6,
      errors: 2,
      loadFailures: 1,
      sparkline: [0, 0, 1, 2, 0, 0, 0, 0, 0, 0, 0, 0],
      releases: [
        release('acc-b2', { flagged: true }),
        release('acc-b1', { groups: [], routes: [] }),
      ],
    },
    { app: 'live', loads: 0, errors: 0, loadFailures: 0, sparkline: [], releases: [] },
  ],
};

async function openHealth() {
  const api = mockBackend();
  api.on('GET', '/api/platform/health', () => ({ data: HEALTH }));
  renderWithProviders(<ConsolePage />, '/health');
  const account = await screen.findByRole('region', { name: 'Member centre' });
  return { api, account };
}

test('a tab of the console', async () => {
  await openHealth();
  expect(screen.getByRole('link', { name: 'Health' })).toHaveAttribute('aria-current', 'page');
});

test('per release: the top groups with their resolved file and line, and page speed by route', async () => {
  const { account } = await openHealth();
  const newest = account.querySelector('[data-release="acc-b2"]') as HTMLElement;
  expect(within(newest).getByRole('heading', { name: /Release acc-b2/ })).toBeVisible();
  const groups = within(newest).getAllByTestId('error-group');
  expect(groups[0]).toHaveTextContent(
    /2Uncaught errorCrash probe: the account remote threw on a button presssrc\/app\/crash-probe\.tsx:18:15/,
  );
  expect(groups[1]).toHaveTextContent(/Server error.*Not resolved to the source/);
  const vitals = within(newest).getByTestId('route-vitals');
  expect(vitals).toHaveTextContent('/personal/:id');
  expect(vitals).toHaveTextContent(/2\.4\s?s/);
  expect(vitals).toHaveTextContent(/180\s?ms/);
  expect(newest).toHaveTextContent(
    '83% of page loads · 2 errors (0.4 per page load) · 1 load failures',
  );
});

test('a release whose error rate is well above the previous one is flagged; the others are not', async () => {
  const { account } = await openHealth();
  const flags = within(account).getAllByText('Error rate well above the previous release');
  expect(flags).toHaveLength(1);
  expect(account.querySelector('[data-release="acc-b2"]')).toContainElement(flags[0]!);
  const older = account.querySelector('[data-release="acc-b1"]') as HTMLElement;
  expect(older).toHaveTextContent('No errors.');
  expect(older).toHaveTextContent('No page speed measurements yet.');
});

test('a sparkline per app, named for a screen reader; a quiet app says so', async () => {
  const { account } = await openHealth();
  expect(within(account).getByRole('img', { name: 'Errors over time (Last hour)' })).toBeVisible();
  expect(account).toHaveTextContent('2 errors · 1 load failures · 6 page loads');
  const live = screen.getByRole('region', { name: 'Live streams' });
  expect(live).toHaveTextContent('No page loads or errors in this period.');
});

test('the last day is one press away, and asks for it', async () => {
  const { api } = await openHealth();
  await userEvent.click(screen.getByRole('button', { name: 'Last day' }));
  expect(screen.getByRole('button', { name: 'Last day' })).toHaveAttribute('aria-pressed', 'true');
  expect(await screen.findAllByRole('img', { name: 'Errors over time (Last day)' })).toHaveLength(
    2,
  );
  expect(api.calls.filter((c) => c.path === '/api/platform/health').map((c) => c.params)).toEqual([
    { window: 'hour' },
    { window: 'day' },
  ]);
});

test('no fingerprint or JSON on the screen', async () => {
  await openHealth();
  expect(document.body).not.toHaveTextContent('abc123');
  expect(document.body.textContent).not.toMatch(/[{}]/);
});
