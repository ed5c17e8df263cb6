interface YieldingScheduler {
  yield?: () => Promise<void>;
}

/**
 * Ends the current task and resumes in a new one, so the browser can paint and handle input between
 * two pieces of start-up work (a task over 50 ms counts as blocking time, issue 16). Uses
 * `scheduler.yield()` where the browser has it, else a message (no 4 ms timer clamp), else a timer.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: YieldingScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  if (typeof MessageChannel !== 'function') return new Promise((resolve) => setTimeout(resolve, 0));
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
