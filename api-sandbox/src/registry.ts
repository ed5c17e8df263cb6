import type { SandboxConfig } from './config';
import type { Db } from './db/open';
import { kvGet, kvSet } from './db/open';
import { illegal } from './errors';
import { currentReleases } from './releases';
import defaults from './seed/registry.default.json';

export interface RemoteEntry {
  id: string;
  name: string;
  manifest: string;
  enabled: boolean;
  paths: string[];
  /** Build id of the current release (issue 47); its manifest and hashes are the entry's. */
  release?: string;
  integrity?: Record<string, string>;
}

export interface Registry {
  version: number;
  remotes: RemoteEntry[];
  activities: Record<string, boolean>;
}

const KEY = 'registry';
const EDITED = 'registry.edited';

/** The default registry with manifest URLs taken from REMOTE_BASE_* env values. */
export function defaultRegistry(config: SandboxConfig): Registry {
  const bases = config.remoteBases as Record<string, string>;
  return {
    version: defaults.version,
    remotes: defaults.remotes.map((r) => ({
      ...r,
      paths: [...r.paths],
      manifest: r.manifest.replace(/\{(\w+)\}/, (_, k: string) =>
        (bases[k] ?? '').replace(/\/$/, ''),
      ),
    })),
    activities: { ...defaults.activities },
  };
}

/** The edited registry if a super admin replaced it, else the env-based default. */
function baseRegistry(db: Db, config: SandboxConfig): Registry {
  if (kvGet<boolean>(db, EDITED)) {
    const stored = kvGet<Registry>(db, KEY);
    if (stored) return stored;
  }
  return defaultRegistry(config);
}

/**
 * Current registry: a remote with a current release (releases.ts) is served from it — the
 * release's manifest, build id and hashes — whatever manifest the stored entry names.
 */
export function readRegistry(db: Db, config: SandboxConfig): Registry {
  const registry = baseRegistry(db, config);
  const releases = currentReleases(db);
  return {
    ...registry,
    remotes: registry.remotes.map((r) => {
      const release = releases.get(r.id);
      if (!release) return r;
      const { buildId, manifest, integrity } = release;
      return { ...r, manifest, release: buildId, integrity };
    }),
  };
}

export function writeRegistry(db: Db, registry: Registry): void {
  kvSet(db, KEY, registry);
  kvSet(db, EDITED, true);
}

const ID = /^[a-z][a-z0-9-]{0,31}$/;
const NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;
const PATH = /^\/[A-Za-z0-9\-_/]*$/;

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function checkKeys(o: Record<string, unknown>, allowed: string[], where: string): void {
  for (const k of Object.keys(o))
    if (!allowed.includes(k)) throw illegal(`${where}.${k} is not allowed`);
}

/** Validates a registry document; throws a BizError (code 1000) naming the first bad field. */
export function validateRegistry(input: unknown): Registry {
  if (!isObject(input)) throw illegal('registry must be an object');
  checkKeys(input, ['version', 'remotes', 'activities'], 'registry');
  const { version, remotes, activities } = input;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1)
    throw illegal('version must be a positive integer');
  if (!Array.isArray(remotes) || remotes.length > 32)
    throw illegal('remotes must be an array (max 32)');
  const ids = new Set<string>();
  const paths = new Set<string>();
  const out: RemoteEntry[] = remotes.map((r: unknown, i) => {
    const at = `remotes[${i}]`;
    if (!isObject(r)) throw illegal(`${at} must be an object`);
    // `release` and `integrity` come from the current release (as read): accepted, not stored
    checkKeys(r, ['id', 'name', 'manifest', 'enabled', 'paths', 'release', 'integrity'], at);
    if (typeof r.id !== 'string' || !ID.test(r.id)) throw illegal(`${at}.id must match ${ID}`);
    if (ids.has(r.id)) throw illegal(`${at}.id is duplicated`);
    ids.add(r.id);
    if (typeof r.name !== 'string' || !NAME.test(r.name))
      throw illegal(`${at}.name must be a valid JS identifier`);
    if (
      typeof r.manifest !== 'string' ||
      !/^https?:\/\/[^\s]+$/.test(r.manifest) ||
      r.manifest.length > 500
    )
      throw illegal(`${at}.manifest must be an http(s) URL`);
    if (typeof r.enabled !== 'boolean') throw illegal(`${at}.enabled must be a boolean`);
    if (!Array.isArray(r.paths) || r.paths.length === 0 || r.paths.length > 128)
      throw illegal(`${at}.paths must be a non-empty array`);
    const list = r.paths.map((p: unknown, j) => {
      if (typeof p !== 'string' || !PATH.test(p) || p.length > 100)
        throw illegal(`${at}.paths[${j}] must be a path starting with /`);
      if (paths.has(p)) throw illegal(`${at}.paths[${j}] is claimed by another remote`);
      paths.add(p);
      return p;
    });
    return { id: r.id, name: r.name, manifest: r.manifest, enabled: r.enabled, paths: list };
  });
  if (!isObject(activities)) throw illegal('activities must be an object of booleans');
  const acts: Record<string, boolean> = {};
  for (const [k, v] of Object.entries(activities)) {
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(k)) throw illegal(`activities key ${k} is not valid`);
    if (typeof v !== 'boolean') throw illegal(`activities.${k} must be a boolean`);
    acts[k] = v;
  }
  return { version, remotes: out, activities: acts };
}
