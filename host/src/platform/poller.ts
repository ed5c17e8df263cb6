/** SPEC §4/§9: the game-type list refreshes every 180 s. */
export const GAME_TYPE_REFRESH_MS = 180_000;

/** What the poller reads about the page; the browser's by default, a fake one in tests. */
export interface PollerEnvironment {
  /** True while the tab is in the background. */
  isHidden(): boolean;
  /** False while the device is offline. */
  isOnline(): boolean;
  /** Subscribes to visibility and online changes; returns the unsubscribe. */
  subscribe(onChange: () => void): () => void;
  now(): number;
}

export interface PollerOptions {
  intervalMs: number;
  /** The refresh; a rejected promise is ignored (the next tick tries again). */
  task: () => unknown;
  env?: PollerEnvironment;
}

export interface Poller {
  start(): void;
  stop(): void;
}

/** The browser's visibility and connectivity. */
export function browserEnvironment(): PollerEnvironment {
  return {
    isHidden: () => typeof document !== 'undefined' && document.visibilityState === 'hidden',
    isOnline: () => typeof navigator === 'undefined' || navigator.onLine !== false,
    subscribe(onChange) {
      document.addEventListener('visibilitychange', onChange);
      window.addEventListener('online', onChange);
      window.addEventListener('offline', onChange);
      return () => {
        document.removeEventListener('visibilitychange', onChange);
        window.removeEventListener('online', onChange);
        window.removeEventListener('offline', onChange);
      };
    },
    now: () => Date.now(),
  };
}

/**
 * Runs `task` every `intervalMs` after start (the first run is the caller's own fetch). While the
 * tab is hidden or the device offline nothing runs: a background tab costs no requests. When the
 * page comes back and a refresh is overdue, it runs at once, then the interval starts again.
 */
export function createPoller({
  intervalMs,
  task,
  env = browserEnvironment(),
}: PollerOptions): Poller {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let unsubscribe: (() => void) | null = null;
  let lastRun = 0;

  const clear = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
  const active = () => !env.isHidden() && env.isOnline();

  const run = () => {
    lastRun = env.now();
    try {
      void Promise.resolve(task()).catch(() => undefined);
    } catch {
      // a throwing task must not stop the polling
    }
  };

  const schedule = (delay: number) => {
    clear();
    timer = setTimeout(() => {
      timer = null;
      if (!active()) return;
      run();
      schedule(intervalMs);
    }, delay);
  };

  const onChange = () => {
    if (!active()) {
      clear();
      return;
    }
    if (timer !== null) return;
    const due = lastRun + intervalMs - env.now();
    if (due <= 0) {
      run();
      schedule(intervalMs);
    } else schedule(due);
  };

  return {
    start() {
      if (unsubscribe) return;
      lastRun = env.now();
      unsubscribe = env.subscribe(onChange);
      if (active()) schedule(intervalMs);
    },
    stop() {
      clear();
      unsubscribe?.();
      unsubscribe = null;
    },
  };
}
