import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { RgLimit, RgState } from './responsible-gambling';
import { setNotifier } from '../core/notifier';
import { answerEvery, useTestConfig } from '../__fixtures__/call-helpers';
import { INITIAL_SESSION, useSessionStore } from '../../store/session-store';
import { useRgRefresh, useRgState } from './use-rg-state';

const limit = (over: Partial<RgLimit>): RgLimit => ({
  kind: 'stake',
  period: 'day',
  amount: null,
  used: 0,
  remaining: null,
  pending: null,
  ...over,
});

function wrapper() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
}

beforeEach(() => {
  useTestConfig();
  setNotifier({ toast: jest.fn(), alert: jest.fn(async () => undefined), confirm: jest.fn() });
  useSessionStore.setState({ ...INITIAL_SESSION });
});

describe('useRgState (issue 18)', () => {
  it('reads nothing for a guest', () => {
    const calls = answerEvery(() => ({ code: 200, data: null }));
    const { result } = renderHook(() => useRgState(), { wrapper: wrapper() });
    expect(result.current).toEqual({
      state: undefined,
      excluded: false,
      until: null,
      allowance: null,
    });
    expect(calls).toHaveLength(0);
  });

  it('gives a member the break, its end and the tightest allowance; refresh reads again', async () => {
    useSessionStore.getState().signIn({ token: 't', username: 'member05' });
    const until = Date.now() + 3_600_000;
    const state: RgState = {
      limits: [
        limit({ amount: 100_000, used: 30_000, remaining: 70_000 }),
        limit({ kind: 'loss', period: 'week', amount: 50_000, used: 10_000, remaining: 40_000 }),
      ],
      realityCheckMinutes: 60,
      exclusion: { kind: 'timeout', period: '24h', startedAt: Date.now(), until },
      now: Date.now(),
    };
    const calls = answerEvery(() => ({ code: 200, data: state }));
    const wrap = wrapper();
    const { result } = renderHook(() => ({ view: useRgState(), refresh: useRgRefresh() }), {
      wrapper: wrap,
    });
    await waitFor(() => expect(result.current.view.excluded).toBe(true));
    expect(result.current.view.until).toBe(until);
    expect(result.current.view.allowance).toEqual({
      remaining: 40_000,
      kind: 'loss',
      period: 'week',
    });
    expect(calls).toHaveLength(1);
    act(() => result.current.refresh());
    await waitFor(() => expect(calls).toHaveLength(2));
  });
});
