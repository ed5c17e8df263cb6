import { useEffect, useRef, useState } from 'react';
import {
  createIdempotencyKeeper,
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
} from '@app/shared/client';
import { publishIntent } from '@app/shared/federation';
import * as api from './cashier-api';
import { cashierKeys } from './cashier-keys';
import type { Deposit, HistoryFilters } from './cashier-types';

/** A pending deposit is read again this often until the provider confirms or it closes. */
export const DEPOSIT_POLL_MS = 3_000;

/** One key per action until it settles, so a retried tap or a lost answer never doubles money. */
function useKeeper() {
  const [keeper] = useState(createIdempotencyKeeper);
  return keeper;
}

export function useMethods() {
  return useQuery({ queryKey: cashierKeys.methods(), queryFn: api.readMethods });
}

export function useCreateDeposit() {
  const keeper = useKeeper();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { method: string; amount: number; bankCode?: string }) =>
      api.createDeposit(input, keeper.keyFor(`deposit:${JSON.stringify(input)}`)),
    onSuccess: (deposit, input) => {
      keeper.done(`deposit:${JSON.stringify(input)}`);
      client.setQueryData(cashierKeys.deposit(deposit.id), deposit);
      void client.invalidateQueries({ queryKey: [...cashierKeys.all, 'history'] });
    },
  });
}

/**
 * The deposit being paid, read from the server (so a refresh loses nothing). When it completes the
 * balance everywhere refreshes (`wallet.changed`) and `onSettled` hears the new state once.
 */
export function useDeposit(id: number | null, onSettled?: (d: Deposit) => void) {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: cashierKeys.deposit(id ?? 0),
    queryFn: () => api.readDeposit(id!),
    enabled: id !== null,
    refetchInterval: (q) => (q.state.data?.status === 'pending' ? DEPOSIT_POLL_MS : false),
  });
  const seen = useRef<string | null>(null);
  const status = query.data?.status;
  useEffect(() => {
    if (!query.data || !status) return;
    const before = seen.current;
    seen.current = status;
    if (before !== 'pending' || status === 'pending') return;
    if (status === 'completed') publishIntent('wallet.changed', { reason: 'deposit' });
    void client.invalidateQueries({ queryKey: [...cashierKeys.all, 'history'] });
    onSettled?.(query.data);
  }, [status, query.data, client, onSettled]);
  return query;
}

export function useCancelDeposit() {
  const keeper = useKeeper();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.cancelDeposit(id, keeper.keyFor(`cancel-deposit:${id}`)),
    onSuccess: (deposit) => {
      keeper.done(`cancel-deposit:${deposit.id}`);
      client.setQueryData(cashierKeys.deposit(deposit.id), deposit);
      void client.invalidateQueries({ queryKey: [...cashierKeys.all, 'history'] });
    },
  });
}

export function useWithdrawInfo() {
  return useQuery({ queryKey: cashierKeys.withdraw(), queryFn: api.readWithdrawInfo });
}

/** Any change to accounts, PIN or withdrawals: the withdraw screen and history read again. */
function useRefreshWithdraw() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: cashierKeys.withdraw() });
    void client.invalidateQueries({ queryKey: [...cashierKeys.all, 'history'] });
  };
}

export function useAddAccount() {
  const refresh = useRefreshWithdraw();
  return useMutation({ mutationFn: api.addAccount, onSuccess: refresh });
}

export function useRemoveAccount() {
  const refresh = useRefreshWithdraw();
  return useMutation({ mutationFn: api.removeAccount, onSuccess: refresh });
}

export function useSetPin() {
  const refresh = useRefreshWithdraw();
  return useMutation({
    mutationFn: (v: { pin: string; loginPassword: string }) => api.setPin(v.pin, v.loginPassword),
    onSuccess: refresh,
  });
}

export function useCreateWithdrawal() {
  const keeper = useKeeper();
  const refresh = useRefreshWithdraw();
  return useMutation({
    mutationFn: (input: { accountId: number; amount: number; pin: string }) =>
      api.createWithdrawal(input, keeper.keyFor(`withdraw:${input.accountId}:${input.amount}`)),
    onSuccess: (_w, input) => {
      keeper.done(`withdraw:${input.accountId}:${input.amount}`);
      publishIntent('wallet.changed', { reason: 'withdraw' });
      refresh();
    },
  });
}

export function useCancelWithdrawal() {
  const keeper = useKeeper();
  const refresh = useRefreshWithdraw();
  return useMutation({
    mutationFn: (id: number) => api.cancelWithdrawal(id, keeper.keyFor(`cancel-withdraw:${id}`)),
    onSuccess: (w) => {
      keeper.done(`cancel-withdraw:${w.id}`);
      publishIntent('wallet.changed', { reason: 'withdraw-cancel' });
      refresh();
    },
  });
}

/** History rows; while any row is pending or processing the page is read again. */
export function useHistory(filters: HistoryFilters, page: number) {
  return useQuery({
    queryKey: cashierKeys.history(filters, page),
    queryFn: () => api.readHistory(filters, page),
    placeholderData: keepPreviousData,
    refetchInterval: (q) =>
      q.state.data?.records.some((r) => r.status === 'pending' || r.status === 'processing')
        ? DEPOSIT_POLL_MS
        : false,
  });
}

export function useHistoryDetail(id: string | null) {
  return useQuery({
    queryKey: cashierKeys.detail(id ?? ''),
    queryFn: () => api.readHistoryDetail(id!),
    enabled: id !== null,
  });
}
