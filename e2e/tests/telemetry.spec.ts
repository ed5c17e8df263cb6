import { expect, test, type Page } from '@playwright/test';
import { faults, login, SANDBOX, USERS } from './helpers';

// Issue 48: error reports and real-user vitals reach the sandbox's collector with the release that
// sent them, stacks resolved against that release's hidden source maps, and the operator console's
// Health tab shows them per remote and release. Reporting never changes anything for the member.

const TELEMETRY = `${SANDBOX}/api/platform/telemetry`;
/** The reporter's sending code and web-vitals: a chunk loaded once the page is idle after load. */
const SENDER_CHUNK = /\/telemetry\.[0-9a-f]{8}\.js$/;
const CRASH_MESSAGE = 'Crash probe: the account remote threw on a button press';

interface Group {
  message: string;
  kind: string;
  topFrame: string | null;
  count: number;
}
interface Release {
  build: string;
  groups: Group[];
  routes: Array<{ route: string; lcpP75: number | null; inpP75: number | null; samples: number }>;
}
interface AppHealth {
  app: string;
  releases: Release[];
}

async function adminToken(): Promise<string> {
  const { user, pass } = USERS.admin;
  const res = await fetch(`${SANDBOX}/api/user/auth/account-login/v2`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ userName: user, password: pass }),
  });
  return ((await res.json()) as { data: { accessToken: string } }).data.accessToken;
}

/** What the console's Health tab reads (GET /api/platform/health, super admin). */
async function health(window: 'hour' | 'day' = 'hour'): Promise<AppHealth[]> {
  const res = await fetch(`${SANDBOX}/api/platform/health?window=${window}`, {
    headers: { Authorization: `Bearer ${await adminToken()}` },
  });
  return ((await res.json()) as { data: { apps: AppHealth[] } }).data.apps;
}

async function buildOf(origin: string): Promise<string> {
  return ((await (await fetch(`${origin}/app-manifest.json`)).json()) as { buildId: string })
    .buildId;
}

/** Opens a page and waits for the reporter's sending code (loaded when the page is idle). */
async function openAndWaitForSender(page: Page, url: string): Promise<void> {
  const sender = page.waitForResponse((r) => SENDER_CHUNK.test(new URL(r.url()).pathname), {
    timeout: 30_000,
  });
  await page.goto(url);
  await sender;
}

// A remote's entry and chunks load CORS-enabled (host/src/federation/cors-scripts.ts, webpack's
// crossOriginLoading), so its uncaught errors reach the reporter with their message and stack.
test('a remote that throws on a button press: its report reaches the collector with the remote build and the original .tsx line, and the console shows its group under that release', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const accountBuild = await buildOf('http://127.0.0.1:3004');
  await login(page, 'member');
  await page.goto('/personal/me/crash-probe?lang=en');
  await page.getByTestId('crash-probe').click();

  // the report waits for the sending code (page idle), then for its batch (5 s): poll the collector
  let group: Group | undefined;
  await expect
    .poll(
      async () => {
        const account = (await health()).find((a) => a.app === 'account');
        const release = account?.releases.find((r) => r.build === accountBuild);
        group = release?.groups.find((g) => g.message === CRASH_MESSAGE);
        return group?.topFrame ?? null;
      },
      { timeout: 60_000, intervals: [1000] },
    )
    .toMatch(/^src\/app\/crash-probe\.tsx:\d+:\d+$/);
  expect(group).toMatchObject({ kind: 'error' });

  const admin = await browser.newContext();
  const operator = await admin.newPage();
  try {
    await login(operator, 'admin');
    await operator.goto('/superadmincenter/health?lang=en');
    const account = operator.getByRole('region', { name: 'Member centre', exact: true });
    const release = account.locator(`[data-release="${accountBuild}"]`);
    await expect(release.getByRole('heading', { name: `Release ${accountBuild}` })).toBeVisible();
    const row = release.getByTestId('error-group').filter({ hasText: CRASH_MESSAGE });
    await expect(row).toContainText('Uncaught error');
    await expect(row).toContainText(/src\/app\/crash-probe\.tsx:\d+:\d+/);
    await expect(account.getByRole('img', { name: 'Errors over time (Last hour)' })).toBeVisible();
  } finally {
    await admin.close();
  }
});

test('five page loads: the console shows p75 LCP and INP for those routes', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const activitiesBuild = await buildOf('http://127.0.0.1:3003');
  const loads = [
    '/activity?lang=en',
    '/?lang=en',
    '/activity?lang=en',
    '/?lang=en',
    '/activity?lang=en',
  ];
  for (const url of loads) {
    await openAndWaitForSender(page, url);
    // an interaction, so the page has an INP (and its LCP is final)
    await page.mouse.click(2, 300);
  }
  // leaving the last page hides it: LCP, CLS and INP are reported then, by beacon
  await page.goto('about:blank');

  await expect
    .poll(
      async () => {
        const apps = await health();
        const activity = apps
          .find((a) => a.app === 'activities')
          ?.releases.find((r) => r.build === activitiesBuild)
          ?.routes.find((r) => r.route === '/activity');
        const home = apps
          .find((a) => a.app === 'host')
          ?.releases.flatMap((r) => r.routes)
          .find((r) => r.route === '/');
        return [activity?.lcpP75 ?? null, activity?.inpP75 ?? null, home?.lcpP75 ?? null].every(
          (v) => typeof v === 'number',
        );
      },
      { timeout: 60_000, intervals: [1000] },
    )
    .toBe(true);

  const admin = await browser.newContext();
  const operator = await admin.newPage();
  try {
    await login(operator, 'admin');
    await operator.goto('/superadmincenter/health?lang=en');
    const row = operator
      .getByRole('region', { name: 'Promotions', exact: true })
      .locator(`[data-release="${activitiesBuild}"] [data-route="/activity"]`);
    // p75 LCP and INP, each a duration in the page's language, never the dash of a missing figure
    for (const cell of [row.locator('td').nth(1), row.locator('td').nth(2)]) {
      await expect(cell).toHaveText(/\d/);
      await expect(cell).not.toHaveText('–');
    }
    await expect(
      operator
        .getByRole('region', { name: 'Site frame', exact: true })
        .locator('[data-route="/"]')
        .first(),
    ).toBeVisible();
  } finally {
    await admin.close();
  }
});

test('offline, nothing is sent, and nothing is kept to be sent later', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  let offline = false;
  const sentOffline: string[] = [];
  page.on('request', (req) => {
    if (offline && req.url().startsWith(TELEMETRY)) sentOffline.push(req.url());
  });
  await openAndWaitForSender(page, '/?lang=en');
  offline = true;
  await context.setOffline(true);
  await page.evaluate(() =>
    setTimeout(() => {
      throw new Error('Offline probe: thrown while offline');
    }),
  );
  // past the batch's 5 s: it fell due while offline and was dropped, not sent
  await page.waitForTimeout(7_000);
  await context.setOffline(false);
  offline = false;
  expect(sentOffline).toEqual([]);
  // and not kept: back online, the report never arrives
  await page.waitForTimeout(7_000);
  const groups = (await health()).flatMap((a) => a.releases.flatMap((r) => r.groups));
  expect(groups.filter((g) => g.message.startsWith('Offline probe'))).toEqual([]);
});

for (const [what, fault] of [
  ['answers 500', { fail: { path: '/api/platform/telemetry', status: 500 } }],
  ['hangs', { slow: { path: '/api/platform/telemetry', ms: 60_000 } }],
] as const) {
  test(`a collector that ${what} changes nothing for the member`, async ({ page }) => {
    test.setTimeout(90_000);
    const pageErrors: string[] = [];
    page.on('pageerror', (e) => pageErrors.push(e.message));
    await faults('POST', fault);
    try {
      await login(page, 'member');
      await openAndWaitForSender(page, '/?lang=en');
      const sent = page.waitForRequest((r) => r.url().startsWith(TELEMETRY), { timeout: 30_000 });
      await page.evaluate(() =>
        setTimeout(() => {
          throw new Error('Collector probe: a report the collector refuses');
        }),
      );
      await sent;
      // the member goes on as before: the layout, the session and another page's content
      await expect(page.getByTestId('header-username')).toHaveText(USERS.member.user);
      await page.goto('/activity?lang=en');
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.getByTestId('fatal-screen')).toHaveCount(0);
      await expect(page.getByTestId('page-error')).toHaveCount(0);
      expect(pageErrors.filter((m) => !m.startsWith('Collector probe'))).toEqual([]);
    } finally {
      await faults('DELETE');
    }
  });
}
