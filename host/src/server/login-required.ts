/**
 * Whether a guest opening a path is sent home to log in (issue 16): the host's server reads the
 * registry and the enabled remotes' route manifests (cached like the first answers) and applies the
 * app's own guard to the route that owns the path. The document then says so
 * (`<meta name="login-required">`), and the early script takes a guest — who has no stored login,
 * which only the browser knows — to `/` at once, with the home page's first screen, instead of after
 * the app has loaded the remote's manifest (src/boot/login-redirect.ts).
 */
import { enabledRemotes, owningRoute, type ManifestRoute } from '../boot/early-remote';
import { decideGuard } from '../routing/guard-decision';
import { LOGIN_REQUIRED_META } from '../boot/login-redirect';
import { createRefreshingCache } from './first-screen-cache';

const flag = (v: unknown) => v === true;

/** True when the app's guard sends a guest on this route to log in. */
export function guestMustLogIn(route: ManifestRoute): boolean {
  const entry = {
    requiresAuth: flag(route.requiresAuth),
    requiresAnchor: flag(route.requiresAnchor),
    requiresSuperAdmin: flag(route.requiresSuperAdmin),
    isLoginedBlackList: false, // only ever sends a member away
  };
  return decideGuard(entry, { loggedIn: false, role: null }) === 'login';
}

/** The enabled remotes' route manifests, as the early script reads them; null when the registry fails. */
export async function routeManifests(
  registryUrl: string,
  timeoutMs: number,
  fetchImpl: typeof fetch = fetch,
): Promise<unknown[] | null> {
  const signal = AbortSignal.timeout(timeoutMs);
  const json = async (url: string | URL) => {
    const res = await fetchImpl(url, { signal, headers: { Accept: 'application/json' } });
    return res.ok ? ((await res.json()) as unknown) : null;
  };
  try {
    const remotes = enabledRemotes(await json(registryUrl));
    // a remote that does not answer owns no path here: its guests are sent on by the app as before
    return await Promise.all(
      remotes.map((remote) =>
        json(new URL('app-manifest.json', remote.manifest)).catch(() => null),
      ),
    );
  } catch {
    return null;
  }
}

/** Whether the route owning `pathname` in any of the manifests sends a guest to log in. */
export function pathNeedsLogin(manifests: readonly unknown[], pathname: string): boolean {
  for (const manifest of manifests) {
    const route = owningRoute(manifest, pathname);
    if (route) return guestMustLogIn(route);
  }
  return false;
}

const manifestsByRegistry = createRefreshingCache<unknown[]>();

/** The document's marker for a path a guest may not open, or ''. */
export async function loginRequiredMarkup(
  config: Record<string, unknown>,
  pathname: string,
  timeoutMs: number,
): Promise<string> {
  const registryUrl = config.registryUrl;
  if (typeof registryUrl !== 'string' || !/^https?:\/\//i.test(registryUrl)) return '';
  const manifests = await manifestsByRegistry(registryUrl, () =>
    routeManifests(registryUrl, timeoutMs),
  );
  return manifests && pathNeedsLogin(manifests, pathname)
    ? `<meta name="${LOGIN_REQUIRED_META}" content="">`
    : '';
}
