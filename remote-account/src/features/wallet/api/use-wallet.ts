import { useEffect } from 'react';
import { accountQueries, collectGameFund } from '@app/shared/api/member';
import { useMutation, useQuery } from '@app/shared/client';
import { publishIntent } from '@app/shared/federation';
import { useSessionStore } from '@app/shared/store';
import { useMemberName } from '../../../lib/use-member';

/**
 * memberWallet read into the shared session (the header shows the same figure). The screen shows
 * the session's balance, so a change made elsewhere (a bet, a claim) shows here at once.
 */
export function useWallet() {
  const name = useMemberName();
  const query = useQuery({ ...accountQueries.wallet(name ?? ''), enabled: Boolean(name) });
  const { data, dataUpdatedAt } = query;
  useEffect(() => {
    if (data) useSessionStore.getState().setBalance(data.balance);
  }, [data, dataUpdatedAt]);
  const balance = useSessionStore((s) => s.balance);
  const balanceAt = useSessionStore((s) => s.balanceAt);
  // a failed read newer than the figure we hold: the figure can no longer be trusted
  const failed = query.isError && query.errorUpdatedAt >= (balanceAt ?? 0);
  return {
    balance: failed ? null : balance,
    balanceAt: failed ? null : balanceAt,
    currency: data?.currency,
    failed,
    loading: balance == null && query.isPending,
    refreshing: query.isFetching,
    refresh: () => void query.refetch(),
  };
}

export type CollectOutcome =
  { kind: 'collected'; amount: number } | { kind: 'none' } | { kind: 'failed' };

/** One-click collect from the game wallets; errors are ignored by the call (§8), shown here. */
export function useCollect() {
  return useMutation({
    mutationFn: async (): Promise<CollectOutcome> => {
      const result = await collectGameFund();
      if (!result) return { kind: 'failed' };
      useSessionStore.getState().setBalance(result.balance);
      const amount = result.collected ?? 0;
      if (amount <= 0) return { kind: 'none' };
      publishIntent('wallet.changed', { reason: 'collect' });
      return { kind: 'collected', amount };
    },
  });
}
