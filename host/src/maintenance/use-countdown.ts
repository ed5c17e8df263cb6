import { useEffect, useState } from 'react';
import { maintenanceRemainingMs } from '@app/shared/rules';
import { serverClock } from '@app/shared/client';

/** Milliseconds left until `end` by the server's clock (R15), updated every second. */
export function useCountdown(end: number | null): number {
  const [left, setLeft] = useState(() => maintenanceRemainingMs(end, serverClock));
  useEffect(() => {
    setLeft(maintenanceRemainingMs(end, serverClock));
    if (end === null) return undefined;
    const timer = setInterval(() => {
      const next = maintenanceRemainingMs(end, serverClock);
      setLeft(next);
      if (next === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [end]);
  return left;
}
