import type {
  ReleaseErrorRate,
  ReleaseIntegrity,
  RemoteRelease,
  RemoteReleases,
} from '@app/shared/federation';
import type { Db } from './db/open';
import { BizError, illegal, notFound } from './errors';
import { Codes } from './codes';
import { isFlagged, readHealth } from './telemetry/health';

/**
 * A remote's release history (issue 47, tables in db/schema-releases.ts): registering a release makes
 * it current; a rollback points back at the release registered before the current one; an
 * activation points at any registered release. Rows are never changed: old files stay valid.
 */
interface ReleaseRow {
  id: number;
  remote: string;
  build_id: string;
  manifest: string;
  integrity: string;
  released_by: string;
  released_at: number;
}

export interface NewRelease {
  remote: string;
  buildId: string;
  manifest: string;
  integrity: ReleaseIntegrity;
}

/** What the registry takes from a remote's current release. */
export interface CurrentRelease {
  buildId: string;
  manifest: string;
  integrity: ReleaseIntegrity;
}

function rowsOf(db: Db, remote: string): ReleaseRow[] {
  return db
    .prepare('SELECT * FROM remote_releases WHERE remote = ? ORDER BY id')
    .all(remote) as unknown as ReleaseRow[];
}

function currentIdOf(db: Db, remote: string): number | null {
  const row = db
    .prepare('SELECT release_id FROM remote_release_current WHERE remote = ?')
    .get(remote) as { release_id: number } | undefined;
  return row?.release_id ?? null;
}

function point(db: Db, remote: string, releaseId: number, by: string, now: number): void {
  db.prepare(
    `INSERT INTO remote_release_current (remote, release_id, changed_by, changed_at) VALUES (?, ?, ?, ?)
     ON CONFLICT(remote) DO UPDATE SET release_id = excluded.release_id,
       changed_by = excluded.changed_by, changed_at = excluded.changed_at`,
  ).run(remote, releaseId, by, now);
}

/** The current release of every remote that has one, by registry id. */
export function currentReleases(db: Db): Map<string, CurrentRelease> {
  const rows = db
    .prepare(
      `SELECT r.* FROM remote_release_current c JOIN remote_releases r ON r.id = c.release_id`,
    )
    .all() as unknown as ReleaseRow[];
  return new Map(
    rows.map((r) => [
      r.remote,
      {
        buildId: r.build_id,
        manifest: r.manifest,
        integrity: JSON.parse(r.integrity) as ReleaseIntegrity,
      },
    ]),
  );
}

/** Records a release and makes it current; a build id is registered once per remote. */
export function registerRelease(db: Db, release: NewRelease, by: string, now: number): void {
  db.transaction(() => {
    const taken = db
      .prepare('SELECT 1 FROM remote_releases WHERE remote = ? AND build_id = ?')
      .get(release.remote, release.buildId);
    if (taken)
      throw new BizError(
        Codes.ILLEGAL_INPUT,
        `Illegal input: release ${release.buildId} of ${release.remote} is already registered`,
      );
    const info = db
      .prepare(
        `INSERT INTO remote_releases (remote, build_id, manifest, integrity, released_by, released_at)
         VALUES (?, ?, ?, ?, ?, ?)`,
      )
      .run(
        release.remote,
        release.buildId,
        release.manifest,
        JSON.stringify(release.integrity),
        by,
        now,
      );
    point(db, release.remote, Number(info.lastInsertRowid), by, now);
  })();
}

/** Points the remote at one of its registered releases; returns the build it was on (or null). */
export function activateRelease(
  db: Db,
  remote: string,
  buildId: string,
  by: string,
  now: number,
): { from: string | null; to: string } {
  const rows = rowsOf(db, remote);
  const target = rows.find((r) => r.build_id === buildId);
  if (!target) throw notFound(`Release ${buildId} of ${remote}`);
  const currentId = currentIdOf(db, remote);
  const from = rows.find((r) => r.id === currentId)?.build_id ?? null;
  if (currentId === target.id) throw illegal(`release ${buildId} is already current`);
  point(db, remote, target.id, by, now);
  return { from, to: target.build_id };
}

/** The release registered before the current one, which a rollback goes back to. */
export function previousRelease(db: Db, remote: string): string | null {
  const rows = rowsOf(db, remote);
  const at = rows.findIndex((r) => r.id === currentIdOf(db, remote));
  return at > 0 ? rows[at - 1]!.build_id : null;
}

export function rollbackRelease(
  db: Db,
  remote: string,
  by: string,
  now: number,
): { from: string | null; to: string } {
  const previous = previousRelease(db, remote);
  if (!previous) throw illegal(`${remote} has no release before the current one`);
  return activateRelease(db, remote, previous, by, now);
}

/** Each release's error rate over the last day, flagged against the release registered before it. */
function ratesOf(
  db: Db,
  remote: string,
  builds: string[],
  now: number,
): Map<string, ReleaseErrorRate> {
  const health = readHealth(db, 'day', now, [remote]).apps.find((a) => a.app === remote);
  const byBuild = new Map((health?.releases ?? []).map((r) => [r.build, r]));
  const out = new Map<string, ReleaseErrorRate>();
  let previousRate: number | null = null;
  for (const build of builds) {
    const h = byBuild.get(build);
    if (!h) continue;
    out.set(build, {
      loads: h.loads,
      errors: h.errors,
      errorRate: h.errorRate,
      flagged: isFlagged(h.errors, h.errorRate, previousRate),
    });
    if (h.loads) previousRate = h.errorRate;
  }
  return out;
}

export function listReleases(db: Db, remote: string, now: number): RemoteReleases {
  const rows = rowsOf(db, remote);
  const currentId = currentIdOf(db, remote);
  const rates = ratesOf(
    db,
    remote,
    rows.map((r) => r.build_id),
    now,
  );
  const releases = rows.map((r): RemoteRelease => ({
    buildId: r.build_id,
    manifest: r.manifest,
    integrity: JSON.parse(r.integrity) as ReleaseIntegrity,
    releasedBy: r.released_by,
    releasedAt: r.released_at,
    current: r.id === currentId,
    health: rates.get(r.build_id) ?? null,
  }));
  return {
    remote,
    current: releases.find((r) => r.current)?.buildId ?? null,
    releases: releases.reverse(),
  };
}

/** Empties the release history (the sandbox's /__admin/releases, for tests). */
export function forgetReleases(db: Db): void {
  db.transaction(() => {
    db.exec('DELETE FROM remote_release_current');
    db.exec('DELETE FROM remote_releases');
  })();
}
