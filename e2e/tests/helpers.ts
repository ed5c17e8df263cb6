import { expect, type Page } from '@playwright/test';
import type { Browser } from '@playwright/test';
import { adminHeaders } from '../sandbox-admin';

export { adminHeaders } from '../sandbox-admin';

export const CONTROL = 'http://127.0.0.1:3999';
export const SANDBOX = 'http://127.0.0.1:4000';

export const USERS = {
  member: { user: 'member01', pass: 'Member@123' },
  anchor: { user: 'anchor01', pass: 'Anchor@123' },
  admin: { user: 'admin01', pass: 'Admin@123' },
  // issue 18: members of their own, so limits and breaks never reach member01's journeys
  limits: { user: 'member05', pass: 'Member@123' },
  onBreak: { user: 'member06', pass: 'Member@123' },
  reality: { user: 'member07', pass: 'Member@123' },
} as const;

/** Stops, starts or re-points one static server of the stack (a remote going down, a redeploy). */
export async function controlSite(
  action: 'stop' | 'start' | 'deploy',
  site: string,
  dir?: string,
  options: { productionCsp?: boolean } = {},
): Promise<void> {
  const query = dir
    ? `?dir=${encodeURIComponent(dir)}${options.productionCsp ? '&csp=production' : ''}`
    : '';
  const res = await fetch(`${CONTROL}/${action}/${site}${query}`, { method: 'POST' });
  if (!res.ok) throw new Error(`control ${action} ${site}: ${res.status} ${await res.text()}`);
}

export async function getRegistry(): Promise<{ remotes: Array<{ id: string; enabled: boolean }> }> {
  const body = (await (await fetch(`${SANDBOX}/api/platform/registry`)).json()) as { data: never };
  return body.data;
}

export async function putRegistry(registry: unknown): Promise<void> {
  const res = await fetch(`${SANDBOX}/__admin/registry`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', ...adminHeaders },
    body: JSON.stringify(registry),
  });
  if (!res.ok) throw new Error(`registry PUT ${res.status}`);
}

/** Logs in through the host's dialog with English UI. */
export async function login(page: Page, who: keyof typeof USERS = 'member'): Promise<void> {
  const { user, pass } = USERS[who];
  await loginAs(page, user, pass);
}

/** The tab bar that is visible at the current viewport. */
export function tab(page: Page, name: string) {
  return page.getByRole('link', { name, exact: true }).filter({ visible: true }).first();
}

/** Applies (POST) or clears (DELETE) the sandbox's fault switches (api-sandbox/README.md). */
export async function faults(method: 'POST' | 'DELETE', body?: unknown) {
  const res = await fetch(`${SANDBOX}/__admin/faults`, {
    method,
    headers: body ? { 'Content-Type': 'application/json', ...adminHeaders } : adminHeaders,
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`faults ${method} ${res.status}`);
}

/** The logged-in member's token, read from the persisted session. */
export async function tokenOf(page: Page): Promise<string> {
  return page.evaluate(() => {
    const raw = JSON.parse(localStorage.getItem('__session') ?? '{}') as {
      state?: { token?: string };
    };
    if (!raw.state?.token) throw new Error('no stored session');
    return raw.state.token;
  });
}

/** A POST to the sandbox as the page's logged-in member. */
export async function memberCall(page: Page, path: string, body: unknown) {
  const res = await fetch(`${SANDBOX}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${await tokenOf(page)}` },
    body: JSON.stringify(body),
  });
  return (await res.json()) as { code: number; data: unknown };
}

// Live rooms (issue 11): shared by live-room.spec.ts and the live-*.spec.ts journeys.

export interface LiveStream {
  id: number;
  anchorUserName: string;
  status: number;
}

/** The live (status 2) stream of a seed anchor, read from the sandbox. */
export async function liveStreamOf(anchor: string): Promise<LiveStream> {
  const res = await fetch(`${SANDBOX}/api/live/stream/list`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ current: 1, size: 999, status: 2 }),
  });
  const body = (await res.json()) as { data: { records: LiveStream[] } };
  const stream = body.data.records.find((s) => s.anchorUserName === anchor);
  if (!stream) throw new Error(`no live stream of ${anchor}`);
  return stream;
}

/** Logs in through the dialog as any seed user (login() knows the USERS only). */
export async function loginAs(page: Page, user: string, pass: string): Promise<void> {
  await page.goto('/?lang=en');
  await page.getByRole('button', { name: 'Log in' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('User name').fill(user);
  await dialog.getByLabel('Password').fill(pass);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByTestId('header-username')).toHaveText(user);
}

/** A new browser context logged in as `user` (two members in one room need two contexts). */
export async function memberContext(browser: Browser, user: string, pass = 'Member@123') {
  const context = await browser.newContext();
  const page = await context.newPage();
  await loginAs(page, user, pass);
  return { context, page };
}

/** Opens a live room in English and waits until its chat socket is connected. */
export async function openRoom(page: Page, id: number): Promise<void> {
  await page.goto(`/anchorPlay?id=${id}&lang=en`);
  await expect(page.getByTestId('live-room')).toBeVisible();
  await expect(page.getByTestId('chat-panel').getByRole('status').first()).toContainText(
    /in the room|Connected/,
  );
}

/** The chat column of a live room. */
export function chatPanel(page: Page) {
  return page.getByTestId('chat-panel');
}

/** Sends a chat message through the room's input. */
export async function say(page: Page, text: string): Promise<void> {
  await chatPanel(page).getByRole('textbox').fill(text);
  await chatPanel(page).getByRole('button', { name: 'Send' }).click();
}
