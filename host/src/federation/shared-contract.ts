/** What this host provides to the remotes' share scope (written by the build). */
declare const __SHARED_VERSIONS__: Readonly<Record<string, string>>;
const HOST_VERSIONS: Readonly<Record<string, string>> = __SHARED_VERSIONS__;

/**
 * The platform contract (docs/federation.md): a remote declares the `@app/shared` it was built against
 * (`sharedVersion` in its app-manifest, `^x.y.z`). Each entry is provided whole, so:
 * - `ok`: this host's version is that one or a later one of the same major;
 * - `newer-minor`: the remote is newer within the major; it runs, and an export added since would be
 *   missing (a render error its boundary catches), so the status page warns;
 * - `other-major`: the API differs; the remote is not mounted and says why.
 * Caret semantics: in a 0.x version the minor is the breaking number.
 */
export type SharedContract = 'ok' | 'newer-minor' | 'other-major';

type Version = [major: number, minor: number, patch: number];

function parse(version: string): Version | null {
  const m = /^[\^~=v\s]*(\d+)\.(\d+)\.(\d+)/.exec(version);
  return m ? [Number(m[1]), Number(m[2]), Number(m[3])] : null;
}

/** The number a breaking change bumps, by caret rules, and what is left to compare within it. */
function split([major, minor, patch]: Version): [breaking: string, rest: number[]] {
  return major > 0 ? [`${major}`, [minor, patch]] : [`0.${minor}`, [patch]];
}

function isNewer(a: number[], b: number[]): boolean {
  for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) return (a[i] ?? 0) > (b[i] ?? 0);
  return false;
}

/** How a remote built against `required` fares on a host that provides `provided`. */
export function sharedContract(
  required: string,
  provided: string = providedSharedVersion(),
): SharedContract {
  const built = parse(required);
  const host = parse(provided);
  if (!built || !host) return 'other-major';
  const [builtLine, builtRest] = split(built);
  const [hostLine, hostRest] = split(host);
  if (builtLine !== hostLine) return 'other-major';
  return isNewer(builtRest, hostRest) ? 'newer-minor' : 'ok';
}

/** The `@app/shared` version this host provides. */
export function providedSharedVersion(): string {
  return HOST_VERSIONS['@app/shared'] ?? '0.0.0';
}
