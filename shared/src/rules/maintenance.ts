import type { Clock } from './clock';
import { parseIsoStrict } from './dates';
import { marketTimeZone, parseDateTimeInput } from './market-clock';

/** The maintenance-notice fields these rules read (SPEC §3). */
export interface MaintenanceNoticeLike {
  /** '1' = active. */
  status?: string | number | null;
  /** Comma-separated areas; '0' = whole site. */
  point?: string | number | null;
}

/**
 * Site maintenance (SPEC §4): the notice is active (status '1'; the number 1 is accepted too) and
 * its comma-separated point list contains '0' (whole site), ignoring spaces around items.
 */
export function isSiteMaintenance(notice: MaintenanceNoticeLike | null | undefined): boolean {
  if (!notice || String(notice.status ?? '').trim() !== '1') return false;
  return String(notice.point ?? '')
    .split(',')
    .some((p) => p.trim() === '0');
}

/**
 * True when `start <= now < end` (SPEC §4, lobby and game windows). Missing, non-finite or
 * inverted bounds give false. Take `now` from a server-time clock (reliability R15).
 */
export function isInWindow(
  now: number,
  start: number | null | undefined,
  end: number | null | undefined,
): boolean {
  if (typeof start !== 'number' || typeof end !== 'number') return false;
  if (![now, start, end].every(Number.isFinite) || start >= end) return false;
  return start <= now && now < end;
}

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * Maintenance time parsing (SPEC §4): epoch ms numbers and digit strings are taken as epoch ms;
 * ISO-8601 strings with an offset use {@link parseIsoStrict}; 'YYYY-MM-DD HH:mm[:ss]' without an
 * offset is read as UTC+8 on the 'vietnam' market (the spec's rule) and in the market's zone on
 * other markets (the China site: UTC+8 too), never in the device's zone (issue 53). Out-of-range
 * fields and anything else give null.
 *
 * @example parseMaintenanceTime('2026-11-22 10:00:00', 'vietnam') // Date.UTC(2026, 10, 22, 2)
 */
export function parseMaintenanceTime(value: unknown, market: string): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (/^\d{1,16}$/.test(text)) return Number(text);
  const m = LOCAL.exec(text);
  if (!m) return parseIsoStrict(text);
  const [, y, mo, d, h, mi, s = '00'] = m;
  const iso = `${y}-${mo}-${d}T${h}:${mi}:${s}`;
  if (market.toLowerCase() === 'vietnam') return parseIsoStrict(`${iso}+08:00`);
  if (parseIsoStrict(`${iso}Z`) === null) return null; // validates the fields
  const at = parseDateTimeInput(
    `${mo}/${d}/${y} ${h}:${mi}`,
    'en',
    marketTimeZone(market || undefined),
  );
  return at === null ? null : at + Number(s) * 1000;
}

/** The lobby and game fields the window rule reads (SPEC §3). */
export interface MaintenanceWindowLike {
  startTimestamp?: number | string | null;
  endTimestamp?: number | string | null;
}

/**
 * Lobby or game maintenance (SPEC §4): now (from the server-time clock) lies within
 * [startTimestamp, endTimestamp). Decision: `isMaintain` is not consulted, since the spec
 * defines maintenance by the window only. Timestamps go through {@link parseMaintenanceTime}.
 */
export function isUnderMaintenance(
  item: MaintenanceWindowLike | null | undefined,
  clock: Clock,
  market = '',
): boolean {
  if (!item) return false;
  const start = parseMaintenanceTime(item.startTimestamp, market);
  const end = parseMaintenanceTime(item.endTimestamp, market);
  return isInWindow(clock(), start, end);
}

/** Milliseconds until `end` by the server-time clock, never negative; 0 for a missing end (R15). */
export function maintenanceRemainingMs(end: number | null | undefined, clock: Clock): number {
  return typeof end === 'number' && Number.isFinite(end) ? Math.max(0, end - clock()) : 0;
}

/** Sports maintenance state: off, or on with the window from the message when it has one. */
export type SportsMaintenance =
  { on: false } | { on: true; start: number | null; end: number | null };

/**
 * Sports maintenance from the statistics response (SPEC §4, §8): code 8 (number or '8') turns
 * it on and reads `[start-end]` (epoch ms) from `msg` or `message`; a missing or inverted window
 * leaves start and end null (still on, the server is the authority). Any other code: off.
 */
export function sportsMaintenanceFromStatistics(response: unknown): SportsMaintenance {
  if (typeof response !== 'object' || response === null) return { on: false };
  const r = response as { code?: unknown; msg?: unknown; message?: unknown };
  if (r.code === null || r.code === '' || Number(r.code) !== 8) return { on: false };
  const text = [r.msg, r.message].find((t): t is string => typeof t === 'string') ?? '';
  const m = /\[\s*(\d{1,16})\s*-\s*(\d{1,16})\s*\]/.exec(text);
  const start = Number(m?.[1] ?? Number.NaN);
  const end = Number(m?.[2] ?? Number.NaN);
  return m && start < end ? { on: true, start, end } : { on: true, start: null, end: null };
}
