import { createServerClock, type Clock } from '@app/shared/rules';

/** RFC 9110 IMF-fixdate, the only form servers send in the Date header: `Sun, 22 Nov 2026 10:00:00 GMT`. */
const IMF_FIXDATE =
  /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT$/;

/** Epoch ms of a Date header, or null for anything that is not an IMF-fixdate (R16). */
export function parseHttpDate(value: unknown): number | null {
  if (typeof value !== 'string' || !IMF_FIXDATE.test(value.trim())) return null;
  const ms = Date.parse(value);
  return Number.isFinite(ms) ? ms : null;
}

const deviceNow: Clock = () => Date.now();

let current: Clock = deviceNow;

/**
 * Records the server's time from a response's Date header (R15). The header has whole seconds,
 * so half a second is added: the expected error is then under ±0.5 s plus the network latency.
 */
export function recordServerDate(header: unknown, receivedAt = Date.now()): void {
  const server = parseHttpDate(header);
  if (server !== null) current = createServerClock(server + 500, receivedAt, deviceNow);
}

/** "Now" by the server's clock (the device's until a response has been seen), for time windows. */
export const serverClock: Clock = () => current();

/** Tests start from the device clock again. */
export function resetServerClock(): void {
  current = deviceNow;
}
