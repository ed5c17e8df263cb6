import { useEffect, useRef } from 'react';
import { createPoller } from './poller';

/** Polls `task` every `intervalMs` while mounted (paused while hidden or offline, see createPoller). */
export function usePoller(task: () => unknown, intervalMs: number, enabled = true): void {
  const taskRef = useRef(task);
  taskRef.current = task;
  useEffect(() => {
    if (!enabled) return undefined;
    const poller = createPoller({ intervalMs, task: () => taskRef.current() });
    poller.start();
    return () => poller.stop();
  }, [intervalMs, enabled]);
}
