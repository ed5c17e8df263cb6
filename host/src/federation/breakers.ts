import { CircuitBreaker } from './circuit-breaker';

/** One circuit breaker per remote, with the config's threshold and cool-down (`remoteLoad`). */
interface BreakerSettings {
  threshold: number;
  cooldownMs: number;
}

let settings: BreakerSettings = { threshold: 3, cooldownMs: 30000 };
const breakers = new Map<string, CircuitBreaker>();

export function configureBreakers(next: BreakerSettings): void {
  settings = next;
  breakers.clear();
}

export function breakerFor(name: string): CircuitBreaker {
  let breaker = breakers.get(name);
  if (!breaker) {
    breaker = new CircuitBreaker(settings.threshold, settings.cooldownMs);
    breakers.set(name, breaker);
  }
  return breaker;
}
