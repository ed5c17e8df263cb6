import { accountQueries, operatorKeys } from '@app/shared/api/member';
import {
  createIdempotencyKeeper,
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
} from '@app/shared/client';
import { useState } from 'react';
import { batchUntieBans } from '@app/shared/api/live';
import type { Registry } from '@app/shared/federation';
import { readHealth, type HealthWindow } from './health-api';
import { listReleases, rollbackRelease } from './releases-api';
import { approveWithdrawal, listReviewWithdrawals, rejectWithdrawal } from './withdrawals-api';
import {
  endMaintenance,
  listAudit,
  listMaintenance,
  readBuild,
  readRegistry,
  saveRegistry,
  startMaintenance,
  type MaintenanceScope,
} from './operator-api';

/** After any console action the audit list is read again (every action writes an entry). */
function useAfterAction() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: operatorKeys.audit() });
}

export function useRegistry() {
  return useQuery({ queryKey: operatorKeys.registry(), queryFn: readRegistry, staleTime: 0 });
}

export function useRemoteBuild(manifest: string) {
  return useQuery({
    queryKey: operatorKeys.build(manifest),
    queryFn: () => readBuild(manifest),
    retry: false,
  });
}

export function useSaveRegistry() {
  const client = useQueryClient();
  const after = useAfterAction();
  return useMutation({
    mutationFn: (registry: Registry) => saveRegistry(registry),
    onSuccess: (saved) => {
      client.setQueryData(operatorKeys.registry(), saved);
      void after();
    },
  });
}

export function useMaintenance() {
  return useQuery({ queryKey: operatorKeys.maintenance(), queryFn: listMaintenance });
}

export function useStartMaintenance() {
  const client = useQueryClient();
  const after = useAfterAction();
  return useMutation({
    mutationFn: startMaintenance,
    onSuccess: (list) => {
      client.setQueryData(operatorKeys.maintenance(), list);
      void after();
    },
  });
}

export function useEndMaintenance() {
  const client = useQueryClient();
  const after = useAfterAction();
  return useMutation({
    mutationFn: (w: { scope: MaintenanceScope; targetId: string | null }) =>
      endMaintenance(w.scope, w.targetId),
    onSuccess: (list) => {
      client.setQueryData(operatorKeys.maintenance(), list);
      void after();
    },
  });
}

export function useAudit(page: number) {
  return useQuery({
    queryKey: operatorKeys.auditPage(page),
    queryFn: () => listAudit(page),
    placeholderData: keepPreviousData,
  });
}

export function useBanLogs(page: number, userName: string) {
  return useQuery({ ...accountQueries.banLogs(page, userName), placeholderData: keepPreviousData });
}

export function useBatchUnban() {
  const client = useQueryClient();
  const after = useAfterAction();
  return useMutation({
    mutationFn: (ids: Array<number | string>) => batchUntieBans(ids),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: operatorKeys.banLogs() });
      void after();
    },
  });
}

const releasesKey = (remote: string) => ['operator', 'releases', remote] as const;

export function useReleases(remote: string) {
  return useQuery({ queryKey: releasesKey(remote), queryFn: () => listReleases(remote) });
}

/** A rollback changes the registry too: both are read again, and the audit log. */
export function useRollback(remote: string) {
  const client = useQueryClient();
  const after = useAfterAction();
  return useMutation({
    mutationFn: () => rollbackRelease(remote),
    onSuccess: (history) => {
      client.setQueryData(releasesKey(remote), history);
      void client.invalidateQueries({ queryKey: operatorKeys.registry() });
      void after();
    },
  });
}

/** The health view is re-read while it is open: errors and loads keep coming in. */
export const HEALTH_REFRESH_MS = 30_000;

export function useHealth(period: HealthWindow) {
  return useQuery({
    queryKey: ['operator', 'health', period],
    queryFn: () => readHealth(period),
    refetchInterval: HEALTH_REFRESH_MS,
    placeholderData: keepPreviousData,
  });
}

/** Members wait on these: the queue is re-read while the tab is open (new requests, payouts). */
export const WITHDRAWALS_REFRESH_MS = 15_000;
const withdrawalsKey = ['operator', 'withdrawals'] as const;

export function useReviewWithdrawals() {
  return useQuery({
    queryKey: withdrawalsKey,
    queryFn: listReviewWithdrawals,
    refetchInterval: WITHDRAWALS_REFRESH_MS,
  });
}

/** Approve or reject; either way the queue and the audit log are read again. */
function useDecision<V extends { id: number }>(
  name: string,
  send: (v: V, key: string) => Promise<unknown>,
) {
  const [keeper] = useState(createIdempotencyKeeper);
  const client = useQueryClient();
  const after = useAfterAction();
  return useMutation({
    mutationFn: (v: V) => send(v, keeper.keyFor(`${name}:${v.id}`)),
    // a lost answer keeps its key, so trying again cannot decide twice
    onSuccess: (_d, v) => keeper.done(`${name}:${v.id}`),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: withdrawalsKey });
      void after();
    },
  });
}

export const useApproveWithdrawal = () =>
  useDecision<{ id: number }>('approve', (v, key) => approveWithdrawal(v.id, key));
export const useRejectWithdrawal = () =>
  useDecision<{ id: number; reason: string }>('reject', (v, key) =>
    rejectWithdrawal(v.id, v.reason, key),
  );
