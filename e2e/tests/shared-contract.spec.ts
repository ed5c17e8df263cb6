// Issue 47 #1, the platform contract (docs/federation.md): a remote built against a newer @app/shared
// of the same major runs on this host, and the status page says so; one built against another major
// is not mounted, says why, and takes nothing else down. remote-activities' build is deployed with the
// version its manifests declare changed, which is all a newer build of shared changes for the host.
import { expect, test, type ConsoleMessage, type Page } from '@playwright/test';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { controlSite } from './helpers';

const dist = path.join(__dirname, '..', '..', 'remote-activities', 'dist');
const provided = (
  JSON.parse(
    fs.readFileSync(path.join(__dirname, '..', '..', 'shared', 'package.json'), 'utf8'),
  ) as { version: string }
).version;
const [major, minor, patch] = provided.split('.').map(Number) as [number, number, number];
// caret rules: in 0.x the minor is the breaking number
const newerWithin = major > 0 ? `${major}.${minor + 1}.0` : `0.${minor}.${patch + 1}`;
const otherMajor = major > 0 ? `${major + 1}.0.0` : `0.${minor + 1}.0`;

/** A copy of the build whose manifests say it was built against @app/shared `version`. */
function builtAgainst(version: string): string {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'activities-shared-'));
  fs.cpSync(dist, copy, { recursive: true });
  const edit = (file: string, change: (json: Record<string, unknown>) => void) => {
    const full = path.join(copy, file);
    const json = JSON.parse(fs.readFileSync(full, 'utf8')) as Record<string, unknown>;
    change(json);
    fs.writeFileSync(full, JSON.stringify(json));
    for (const ext of ['.br', '.gz']) fs.rmSync(full + ext, { force: true });
  };
  edit('app-manifest.json', (app) => (app.sharedVersion = `^${version}`));
  edit('mf-manifest.json', (mf) => {
    for (const s of mf.shared as Array<{ name: string; requiredVersion: string }>)
      if (s.name.startsWith('@app/shared/')) s.requiredVersion = `^${version}`;
  });
  return copy;
}

function consoleOf(page: Page): ConsoleMessage[] {
  const messages: ConsoleMessage[] = [];
  page.on('console', (m) => messages.push(m));
  return messages;
}

async function withDeployed(version: string, run: () => Promise<void>) {
  const copy = builtAgainst(version);
  await controlSite('deploy', 'activities', copy);
  try {
    await run();
  } finally {
    await controlSite('deploy', 'activities', dist);
    fs.rmSync(copy, { recursive: true, force: true });
  }
}

test(`a remote built against @app/shared ${newerWithin} runs on a host with ${provided}, with a warning`, async ({
  page,
}) => {
  await withDeployed(newerWithin, async () => {
    const messages = consoleOf(page);
    // the document server re-reads a route manifest deployed in place within seconds
    await expect(async () => {
      await page.goto('/activity?lang=en');
      await expect(page.locator('[elementtiming="activity-card"]').first()).toBeVisible();
      expect(messages.some((m) => m.type() === 'warning' && m.text().includes(newerWithin))).toBe(
        true,
      );
    }).toPass({ timeout: 20_000 });
    await page.goto('/platform-status?lang=en');
    await expect(page.getByTestId('contract-activities')).toHaveAttribute(
      'data-contract',
      'newer-minor',
    );
    await expect(page.getByTestId('contract-activities')).toContainText('runs');
  });
});

test(`a remote built against @app/shared ${otherMajor} is not mounted on a host with ${provided}, and says why`, async ({
  page,
}) => {
  await withDeployed(otherMajor, async () => {
    const messages = consoleOf(page);
    await expect(async () => {
      await page.goto('/activity?lang=en');
      await expect(page.locator('[data-remote-incompatible]')).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 20_000 });
    await expect(page.locator('[data-remote-incompatible]')).toContainText(
      'built for another version of the site',
    );
    await expect(page.locator('[elementtiming="activity-card"]')).toHaveCount(0);
    expect(messages.some((m) => m.type() === 'error' && m.text().includes('not mounted'))).toBe(
      true,
    );
    // the layout and the other remotes still work
    await page.goto('/?lang=en');
    await expect(page.locator('[elementtiming="hero-banner"]').first()).toBeVisible();
    await page.goto('/platform-status?lang=en');
    await expect(page.getByTestId('contract-activities')).toHaveAttribute(
      'data-contract',
      'other-major',
    );
    await expect(page.getByTestId('contract-live')).toHaveAttribute('data-contract', 'ok');
  });
});
