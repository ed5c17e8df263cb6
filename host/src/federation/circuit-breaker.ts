/**
 * Per-remote circuit breaker: after `threshold` consecutive failures, automatic loads fail fast for
 * `cooldownMs`; a person pressing Retry may always try (half-open).
 */
export class CircuitBreaker {
  private failures = 0;
  private openedAt: number | null = null;

  constructor(
    private readonly threshold: number,
    private readonly cooldownMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  canAttempt(manual: boolean): boolean {
    if (manual || this.openedAt === null) return true;
    return this.now() - this.openedAt >= this.cooldownMs;
  }

  get isOpen(): boolean {
    return this.openedAt !== null && this.now() - this.openedAt < this.cooldownMs;
  }

  success(): void {
    this.failures = 0;
    this.openedAt = null;
  }

  failure(): void {
    this.failures += 1;
    if (this.failures >= this.threshold) this.openedAt = this.now();
  }
}

export class CircuitOpenError extends Error {
  override name = 'CircuitOpenError';
  constructor(remote: string) {
    super(`Remote ${remote} failed repeatedly; automatic loading is paused for a moment.`);
  }
}
