import { callApi } from '@app/shared/client';
import {
  RELEASE_FILES,
  type ReleaseErrorRate,
  type ReleaseIntegrity,
  type RemoteRelease,
  type RemoteReleases,
} from '@app/shared/federation';

/**
 * A remote's releases (api-sandbox/src/routes/releases.ts, issue 47): the history `npm run release`
 * registers, which one is current, and the rollback to the previous one. Super admin only.
 */
const R = '/api/operator/releases';

type Rec = Record<string, unknown>;
const isRec = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v);
const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
const str = (v: unknown): string => (typeof v === 'string' ? v : '');

function toRate(v: unknown): ReleaseErrorRate | null {
  if (!isRec(v)) return null;
  return {
    loads: num(v.loads),
    errors: num(v.errors),
    errorRate: num(v.errorRate),
    flagged: v.flagged === true,
  };
}

function toIntegrity(v: unknown): ReleaseIntegrity {
  const rec = isRec(v) ? v : {};
  return Object.fromEntries(RELEASE_FILES.map((f) => [f, str(rec[f])])) as ReleaseIntegrity;
}

/** Keeps what is well formed (the console never trusts a shape it did not check). */
export function toReleases(data: unknown, remote: string): RemoteReleases {
  const d = isRec(data) ? data : {};
  const rows = Array.isArray(d.releases) ? d.releases.filter(isRec) : [];
  const releases = rows
    .filter((r) => typeof r.buildId === 'string' && r.buildId)
    .map((r): RemoteRelease => ({
      buildId: str(r.buildId),
      manifest: str(r.manifest),
      integrity: toIntegrity(r.integrity),
      releasedBy: str(r.releasedBy),
      releasedAt: num(r.releasedAt),
      current: r.current === true,
      health: toRate(r.health),
    }));
  return {
    remote,
    current: releases.find((r) => r.current)?.buildId ?? null,
    releases,
  };
}

/** The release a rollback goes back to: the one registered before the current one. */
export function rollbackTarget(history: RemoteReleases): RemoteRelease | null {
  const at = history.releases.findIndex((r) => r.current);
  return at >= 0 ? (history.releases[at + 1] ?? null) : null;
}

export async function listReleases(remote: string): Promise<RemoteReleases> {
  return toReleases(await callApi<unknown>({ method: 'GET', url: R, params: { remote } }), remote);
}

export async function rollbackRelease(remote: string): Promise<RemoteReleases> {
  return toReleases(
    await callApi<unknown>({ method: 'POST', url: `${R}/rollback`, data: { remote } }),
    remote,
  );
}
