/** A source of "now" in epoch milliseconds. Rules that compare against time take one (reliability R15). */
export type Clock = () => number;

/**
 * Builds a clock that follows the server's time instead of the device's (reliability R15).
 * The offset is `serverNow - localNowAtReceipt`, so a device clock that is hours off still
 * opens and closes maintenance windows when the server says so.
 *
 * @param serverNow server time in ms (e.g. from a response header or body)
 * @param localNowAtReceipt device time in ms when that server time was received
 * @param localNow device clock, `Date.now` by default (inject a fake in tests)
 */
export function createServerClock(
  serverNow: number,
  localNowAtReceipt: number,
  localNow: Clock = Date.now,
): Clock {
  const offset =
    Number.isFinite(serverNow) && Number.isFinite(localNowAtReceipt)
      ? serverNow - localNowAtReceipt
      : 0;
  return () => localNow() + offset;
}

/** Device clock without correction; use only where no server time is known. */
export const systemClock: Clock = () => Date.now();
