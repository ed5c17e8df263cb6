import { CircuitBreaker } from './circuit-breaker';

describe('circuit breaker per remote', () => {
  it('opens after the threshold, lets a person retry, closes after the cool-down', () => {
    let now = 0;
    const b = new CircuitBreaker(3, 1000, () => now);
    b.failure();
    b.failure();
    expect(b.canAttempt(false)).toBe(true);
    b.failure();
    expect(b.isOpen).toBe(true);
    expect(b.canAttempt(false)).toBe(false);
    expect(b.canAttempt(true)).toBe(true);
    now = 1000;
    expect(b.canAttempt(false)).toBe(true);
    expect(b.isOpen).toBe(false);
  });

  it('a success resets the count', () => {
    const b = new CircuitBreaker(2, 1000, () => 0);
    b.failure();
    b.success();
    b.failure();
    expect(b.isOpen).toBe(false);
  });
});
