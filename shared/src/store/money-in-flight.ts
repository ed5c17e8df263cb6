import { create } from 'zustand';

interface MoneyInFlight {
  /** Requests that move money now (bets, cash-outs, game transfers, claims). */
  count: number;
}

/**
 * Counts money-moving requests in flight, so interruptions (the reality check, popups) wait until a
 * bet being placed has its answer. Remotes wrap such a request in {@link whileMoneyMoves}.
 */
export const useMoneyInFlight = create<MoneyInFlight>(() => ({ count: 0 }));

export async function whileMoneyMoves<T>(request: () => Promise<T>): Promise<T> {
  useMoneyInFlight.setState((s) => ({ count: s.count + 1 }));
  try {
    return await request();
  } finally {
    useMoneyInFlight.setState((s) => ({ count: Math.max(0, s.count - 1) }));
  }
}
