import { useEffect, useState } from 'react';
import { maintenanceRemainingMs } from '@app/shared/rules';
import { serverClock } from '@app/shared/client';

/** Milliseconds left until `end` by the server's clock (R15), updated every second. */
export function useCountdown(end: number | null): number {
  const [tick, setTick] = useState<{ end: number | null; left: number } | null>(null);
  useEffect(() => {
    if (end === null) return undefined;
    const timer = setInterval(() => {
      const next = maintenanceRemainingMs(end, serverClock);
      setTick({ end, left: next });
      if (next === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [end]);
  // between ticks (and for a new end) the time left is read from the clock itself
  return tick?.end === end ? tick.left : maintenanceRemainingMs(end, serverClock);
}
