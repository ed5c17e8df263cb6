import {
  AppManifestSchema,
  RegistrySchema,
  type AppManifest,
  type Registry,
} from '@app/shared/federation';
import { callApi, getData, putData } from '@app/shared/client';

/** The sandbox's operator endpoints (api-sandbox/src/routes/operator.ts), super admin only. */
const O = '/api/operator';

export const MAINTENANCE_SCOPES = ['site', 'sports', 'lobby', 'game'] as const;
export type MaintenanceScope = (typeof MAINTENANCE_SCOPES)[number];

export interface MaintenanceWindow {
  scope: MaintenanceScope;
  targetId: string | null;
  startTime: number;
  endTime: number;
}

export interface AuditEntry {
  id: number;
  userName: string;
  action: string;
  detail: unknown;
  createdAt: number;
}

type Rec = Record<string, unknown>;
const isRec = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v);
const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** Keeps the well-formed windows of an answer (the console never trusts a shape it did not check). */
export function toWindows(data: unknown): MaintenanceWindow[] {
  if (!Array.isArray(data)) return [];
  return data.filter(isRec).flatMap((w) =>
    MAINTENANCE_SCOPES.includes(w.scope as MaintenanceScope) &&
    isNum(w.startTime) &&
    isNum(w.endTime)
      ? [
          {
            scope: w.scope as MaintenanceScope,
            targetId: typeof w.targetId === 'string' ? w.targetId : null,
            startTime: w.startTime,
            endTime: w.endTime,
          },
        ]
      : [],
  );
}

export function toAuditPage(data: unknown): { records: AuditEntry[]; total: number } {
  const page = isRec(data) ? data : {};
  const records = Array.isArray(page.records) ? page.records.filter(isRec) : [];
  return {
    total: isNum(page.total) ? page.total : 0,
    records: records.flatMap((r) =>
      isNum(r.id) && typeof r.action === 'string' && isNum(r.createdAt)
        ? [
            {
              id: r.id,
              userName: typeof r.userName === 'string' ? r.userName : '',
              action: r.action,
              detail: r.detail,
              createdAt: r.createdAt,
            },
          ]
        : [],
    ),
  };
}

export function readRegistry(): Promise<Registry> {
  return getData(RegistrySchema, '/api/platform/registry', undefined, { noNeedResponseMsg: true });
}

/** PUT /api/platform/registry (super admin); the version goes up so readers can tell it changed. */
export function saveRegistry(registry: Registry): Promise<Registry> {
  return putData(RegistrySchema, '/api/platform/registry', {
    ...registry,
    version: registry.version + 1,
  });
}

/** The remote's app-manifest.json next to its mf-manifest.json: version and build id as deployed. */
export async function readBuild(manifestUrl: string): Promise<AppManifest | null> {
  const url = manifestUrl.replace(/mf-manifest\.json(\?.*)?$/, 'app-manifest.json');
  const res = await fetch(url, { cache: 'no-store' });
  if (!res.ok) throw new Error(`app-manifest ${res.status}`);
  const parsed = AppManifestSchema.safeParse(await res.json());
  return parsed.success ? parsed.data : null;
}

export async function listMaintenance(): Promise<MaintenanceWindow[]> {
  return toWindows(await callApi<unknown>({ method: 'GET', url: `${O}/maintenance` }));
}

export async function startMaintenance(input: {
  scope: MaintenanceScope;
  targetId?: string;
  startTime: number;
  endTime: number;
  title?: string;
  content?: string;
}): Promise<MaintenanceWindow[]> {
  return toWindows(
    await callApi<unknown>({ method: 'POST', url: `${O}/maintenance`, data: input }),
  );
}

export async function endMaintenance(
  scope: MaintenanceScope,
  targetId: string | null,
): Promise<MaintenanceWindow[]> {
  const data = { scope, ...(targetId ? { targetId } : {}) };
  return toWindows(await callApi<unknown>({ method: 'POST', url: `${O}/maintenance/end`, data }));
}

export async function listAudit(current: number) {
  return toAuditPage(
    await callApi<unknown>({ method: 'POST', url: `${O}/audit/list`, data: { current, size: 20 } }),
  );
}
