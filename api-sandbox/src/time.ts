export const HOUR = 3_600_000;
export const DAY = 86_400_000;

/** Vietnam time (UTC+7) helpers: ISO 8601 strings with an explicit offset. */
const OFFSET_MS = 7 * 3600 * 1000;

export function isoVn(ms: number): string {
  const d = new Date(ms + OFFSET_MS);
  return `${d.toISOString().slice(0, 19)}+07:00`;
}

/** Start of the current day in UTC+7, as epoch ms. */
export function startOfDayVn(now: number): number {
  const local = now + OFFSET_MS;
  return local - (local % 86_400_000) - OFFSET_MS;
}

/** Operator times (SPEC §4: maintenance notices) are 'YYYY-MM-DD HH:mm:ss' strings in UTC+8. */
const CST = '+08:00';
const CST_OFFSET_MS = 8 * HOUR;
const LOCAL_TIME = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})(?::(\d{2}))?$/;

/** Epoch ms as 'YYYY-MM-DD HH:mm:ss' in UTC+8, the way the original backend sends maintenance times. */
export function formatCst(ms: number): string {
  return new Date(ms + CST_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

/**
 * A time given to a fault switch: epoch ms (number or digits), an ISO string with an offset, or an
 * operator time without an offset ('YYYY-MM-DD HH:mm[:ss]', also with 'T'), read as UTC+8 like
 * the client's parseMaintenanceTime on the Vietnam market. NaN when unreadable.
 */
export function parseOperatorTime(value: string): number {
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text);
  const m = LOCAL_TIME.exec(text);
  return Date.parse(m ? `${m[1]}T${m[2]}:${m[3] ?? '00'}${CST}` : text);
}
