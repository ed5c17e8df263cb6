/**
 * A remote's releases (issue 47): immutable builds under `releases/<remote>/<build-id>/`, registered
 * with the backend, one of them current (the registry entry's manifest follows it). The answer of
 * `GET /api/operator/releases?remote=…`, for the sandbox (api-sandbox/src/releases.ts) and the
 * operator console.
 */

/** The files whose SHA-384 a release records, as `sha384-<base64>` (the `integrity` attribute's form). */
export const RELEASE_FILES = ['remoteEntry.js', 'mf-manifest.json', 'app-manifest.json'] as const;
export type ReleaseFile = (typeof RELEASE_FILES)[number];
export type ReleaseIntegrity = Record<ReleaseFile, string>;

/** How the release's error rate compares with the previous release's (telemetry health, last day). */
export interface ReleaseErrorRate {
  loads: number;
  errors: number;
  errorRate: number;
  /** Well above the previous release's rate (the health view's rule). */
  flagged: boolean;
}

export interface RemoteRelease {
  buildId: string;
  manifest: string;
  integrity: ReleaseIntegrity;
  releasedBy: string;
  releasedAt: number;
  current: boolean;
  health: ReleaseErrorRate | null;
}

export interface RemoteReleases {
  remote: string;
  /** Build id of the current release, or null while the registry's own manifest is served. */
  current: string | null;
  /** Newest first. */
  releases: RemoteRelease[];
}
