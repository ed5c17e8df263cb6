import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer } from 'react';
import { isExcluded, type RgState } from './responsible-gambling';
import { serverClock } from '@app/shared/client';
import { rgAllowance, type RgAllowance } from '@app/shared/rules';
import { useSessionStore } from '@app/shared/store';
import { rgQueries } from './rg-queries';

/** setTimeout cannot wait longer (about 24.8 days); a longer break is re-read on the next visit. */
const MAX_TIMER_MS = 2 ** 31 - 1;

export interface RgView {
  /** The member's limits and break; undefined for guests and until the first answer. */
  state: RgState | undefined;
  /** True during a time-out or self-exclusion: no bets, games or claims. */
  excluded: boolean;
  /** When the break ends (ms, server time), or null when there is none. */
  until: number | null;
  /** The tightest stake or loss limit, or null without limits. */
  allowance: RgAllowance | null;
}

/** The logged-in member's name, or null for a guest (the rg cache is per member). */
export function useMemberName(): string | null {
  return useSessionStore((s) => (s.token && s.username ? s.username : null));
}

/** Re-renders once when `at` (ms, server time) passes, so a break that ends frees the page. */
function useRenderAt(at: number | null): void {
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (at === null) return;
    const wait = at - serverClock() + 50;
    if (wait > MAX_TIMER_MS) return;
    const id = setTimeout(rerender, Math.max(0, wait));
    return () => clearTimeout(id);
  }, [at]);
}

/**
 * The member's responsible-gambling limits and break from the one shared cache (issue 18). The
 * server judges every bet, launch and claim; this only lets a page say so first.
 */
export function useRgState(): RgView {
  const userName = useMemberName();
  const query = useQuery({ ...rgQueries.state(userName ?? ''), enabled: userName !== null });
  const state = userName === null ? undefined : query.data;
  const excluded = isExcluded(state, serverClock());
  const until = excluded ? (state?.exclusion?.until ?? null) : null;
  useRenderAt(until);
  return { state, excluded, until, allowance: state ? rgAllowance(state.limits) : null };
}

/** Re-reads the member's limits and break (after a bet, a refusal, a cash-out, a change). */
export function useRgRefresh(): () => void {
  const client = useQueryClient();
  const userName = useMemberName();
  return useCallback(() => {
    if (userName !== null) void client.invalidateQueries({ queryKey: rgQueries.all(userName) });
  }, [client, userName]);
}
