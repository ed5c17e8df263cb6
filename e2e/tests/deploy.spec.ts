import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { controlSite } from './helpers';

const root = path.resolve(__dirname, '..', '..');

// Issue "Federation backbone": a remote rebuilt and redeployed is picked up without rebuilding the host.
test('a rebuilt remote is picked up by the running host on the next page load', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.goto('/platform-status?lang=en');
  const hostBuild = await page.getByTestId('host-build').textContent();
  await expect(page.getByTestId('build-live')).not.toHaveText('—');
  const before = await page.getByTestId('build-live').textContent();

  const buildId = `e2e-${Date.now()}`;
  execFileSync('bash', ['scripts/pnpm.sh', '--filter', 'remote-live', 'run', 'build'], {
    cwd: root,
    env: { ...process.env, BUILD_ID: buildId, OUT_DIR: 'dist-e2e' },
    stdio: 'inherit',
  });
  try {
    await controlSite('deploy', 'live', path.join(root, 'remote-live', 'dist-e2e'));
    await page.reload();
    await expect(page.getByTestId('build-live')).toHaveText(buildId);
    expect(await page.getByTestId('host-build').textContent()).toBe(hostBuild);
    expect(buildId).not.toBe(before);
    await page.goto('/?lang=en');
    await page.locator('[data-widget-slot="live"]').scrollIntoViewIfNeeded(); // below the fold
    await expect(page.getByTestId('live-now').getByTestId('stream-card').first()).toBeVisible();
  } finally {
    await controlSite('deploy', 'live', path.join(root, 'remote-live', 'dist'));
  }
});
