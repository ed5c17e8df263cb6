import { expect, test, type Page } from '@playwright/test';
import { getRegistry, putRegistry, tab } from './helpers';

// Issue 16 "tab switches prefetch the next remote on idle" (host/src/platform/prefetch-remotes.ts):
// after the first screen the other remotes' route files are prefetched in tab order; a remote
// disabled in the registry is never fetched.

const ROUTE_CODE = /:(300[1-4])\/__federation_expose_routes\.\w+\.js$/;
const PORT = { sports: '3001', live: '3002', activities: '3003', account: '3004' } as const;

function routeCodeRequests(page: Page): string[] {
  const ports: string[] = [];
  page.on('request', (req) => {
    const m = ROUTE_CODE.exec(req.url());
    if (m) ports.push(m[1]!);
  });
  return ports;
}

test('on idle after the first screen every remote with a tab has its route code fetched, in tab order', async ({
  page,
}) => {
  const ports = routeCodeRequests(page);
  await page.goto('/?lang=en');
  await expect(page.locator('[elementtiming="hot-game"]').first()).toBeVisible();
  await expect.poll(() => ports).toEqual([PORT.sports, PORT.live, PORT.activities, PORT.account]);
  // and the switch then shows the page from the prefetched files
  await tab(page, 'Promotions').click();
  await expect(page.locator('[elementtiming="activity-card"]').first()).toBeVisible();
});

test('a remote disabled in the registry is never prefetched', async ({ page }) => {
  const original = await getRegistry();
  try {
    await putRegistry({
      ...original,
      remotes: original.remotes.map((r) => (r.id === 'activities' ? { ...r, enabled: false } : r)),
    });
    const ports = routeCodeRequests(page);
    await page.goto('/?lang=en');
    // account comes after activities in tab order: once it is fetched, activities was skipped
    await expect.poll(() => ports).toEqual([PORT.sports, PORT.live, PORT.account]);
  } finally {
    await putRegistry(original);
  }
});
