// Test helper: an IntersectionObserver jsdom lacks, which the test drives by hand.
type Callback = (entries: Array<{ isIntersecting: boolean }>) => void;

export interface FakeIntersections {
  /** Tells every live observer whether its element is within its margin now. */
  report(isIntersecting: boolean): void;
  /** Observers not yet disconnected. */
  live(): number;
}

/** Installs a fake IntersectionObserver on the global object (for the rest of the test file). */
export function fakeIntersectionObserver(): FakeIntersections {
  let callbacks: Callback[] = [];
  class FakeObserver {
    constructor(private readonly cb: Callback) {
      callbacks.push(cb);
    }
    observe() {}
    unobserve() {}
    disconnect() {
      callbacks = callbacks.filter((c) => c !== this.cb);
    }
  }
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = FakeObserver;
  return {
    report: (isIntersecting) => callbacks.forEach((cb) => cb([{ isIntersecting }])),
    live: () => callbacks.length,
  };
}
