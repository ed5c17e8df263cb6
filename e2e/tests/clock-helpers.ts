import type { Page } from '@playwright/test';
import { SANDBOX, adminHeaders } from './helpers';

/**
 * The site's clock as a member should read it (issue 53), written here on its own so the e2e does
 * not check the app's formatter with itself: Vietnam wall time (UTC+7, no daylight saving),
 * day/month in Vietnamese, month/day otherwise, 24 h.
 */
const VIETNAM_OFFSET = 7 * 3_600_000;
const two = (n: number) => String(n).padStart(2, '0');

export function vnDayTime(ms: number, lang: 'vi' | 'en' | 'zh-cn', withYear = false): string {
  const d = new Date(ms + VIETNAM_OFFSET);
  const day = two(d.getUTCDate());
  const month = two(d.getUTCMonth() + 1);
  const date = lang === 'vi' ? `${day}/${month}` : `${month}/${day}`;
  return `${withYear ? `${date}/${d.getUTCFullYear()}` : date} ${two(d.getUTCHours())}:${two(d.getUTCMinutes())}`;
}

/** A sandbox time field: epoch ms, or ISO-8601 with its offset. */
export function timeOf(value: unknown): number {
  const ms = typeof value === 'number' ? value : Date.parse(String(value));
  if (!Number.isFinite(ms)) throw new Error(`not a time: ${String(value)}`);
  return ms;
}

/** The zones the browser is put in: the market's own, and two a member abroad may have. */
export const BROWSER_ZONES = ['Asia/Ho_Chi_Minh', 'UTC', 'America/New_York'] as const;

const ALIASES: Readonly<Record<string, string>> = { 'Asia/Saigon': 'Asia/Ho_Chi_Minh' };

/** What the page itself says its zone is (the check that `timezoneId` took), by its canonical name. */
export async function browserZone(page: Page): Promise<string> {
  const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  return ALIASES[zone] ?? zone;
}

/** A sandbox answer's `data`. */
export async function sandboxData<T>(
  path: string,
  init: { method?: string; body?: unknown; token?: string } = {},
): Promise<T> {
  const res = await fetch(`${SANDBOX}${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: {
      'Content-Type': 'application/json',
      ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
      ...adminHeaders,
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const body = (await res.json()) as { code: number; data: T };
  if (body.code !== 200) throw new Error(`${path} answered ${JSON.stringify(body)}`);
  return body.data;
}

/** Collects the JSON answers the page receives, to find the records it draws. */
export function recordAnswers(page: Page): unknown[] {
  const bodies: unknown[] = [];
  page.on('response', async (res) => {
    if (!(res.headers()['content-type'] ?? '').includes('json')) return;
    try {
      bodies.push(await res.json());
    } catch {
      // a redirect or an aborted answer has no body
    }
  });
  return bodies;
}

/** The first object anywhere in `bodies` that `match` accepts. */
export function findRecord(
  bodies: readonly unknown[],
  match: (o: Record<string, unknown>) => boolean,
): Record<string, unknown> | undefined {
  const stack = [...bodies];
  while (stack.length) {
    const v = stack.pop();
    if (Array.isArray(v)) stack.push(...v);
    else if (v && typeof v === 'object') {
      const o = v as Record<string, unknown>;
      if (match(o)) return o;
      stack.push(...Object.values(o));
    }
  }
  return undefined;
}
