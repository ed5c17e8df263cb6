import { accountQueries, operatorKeys } from '@app/shared/api/member';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@app/shared/client';
import { batchUntieBans } from '@app/shared/api/live';
import type { Registry } from '@app/shared/federation';
import { readHealth, type HealthWindow } from './health-api';
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
