/**
 * The registry in the document, and whether a guest opening a path is sent home to log in (issue 16):
 * the host's server reads the registry and the enabled remotes' route manifests (cached) and applies the
 * app's own guard to the route that owns the path. The document then says so
 * (`<meta name="login-required">`), and the early script takes a guest — who has no stored login,
 * which only the browser knows — to `/` at once, with the home page's first screen, instead of after
 * the app has loaded the remote's manifest (src/boot/login-redirect.ts).
 */
import { enabledRemotes, owningRoute, type ManifestRoute } from '../boot/early-remote';
import { decideGuard } from '../routing/guard-decision';
import { LOGIN_REQUIRED_META } from '../boot/login-redirect';
import { REGISTRY_BLOCK_ID, type RegistryBlock } from '../boot/served-registry';
import { dataBlock } from './data-block';
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

/** The registry's answer and the enabled remotes' route manifests, as the early script reads them. */
export interface SiteRoutes {
  registry: unknown;
  /** One per enabled remote; null for one that did not answer (it owns no path here). */
  manifests: unknown[];
}

/** Reads the registry and the route manifests; null when the registry fails. */
export async function siteRoutes(
  registryUrl: string,
  timeoutMs: number,
  fetchImpl: typeof fetch = fetch,
): Promise<SiteRoutes | null> {
  const signal = AbortSignal.timeout(timeoutMs);
  const json = async (url: string | URL) => {
    const res = await fetchImpl(url, { signal, headers: { Accept: 'application/json' } });
    return res.ok ? ((await res.json()) as unknown) : null;
  };
  try {
    const registry = await json(registryUrl);
    if (!registry || typeof registry !== 'object') return null;
    const manifests = await Promise.all(
      enabledRemotes(registry).map((remote) =>
        json(new URL('app-manifest.json', remote.manifest)).catch(() => null),
      ),
    );
    return { registry, manifests };
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

/**
 * Short-lived: an operator's switch in the registry reaches new documents within 5 s (30 s while the
 * registry does not answer), where the browser would otherwise revalidate it on every load.
 */
const routesByRegistry = createRefreshingCache<SiteRoutes>({
  ttlMs: 5_000,
  maxStaleMs: 30_000,
  waitMs: 300,
});

/**
 * The document's registry blocks: the registry's answer (src/boot/served-registry.ts) and, on a path a
 * guest may not open, the marker that sends a guest home at once; '' when the registry is unknown.
 */
export async function registryMarkup(
  config: Record<string, unknown>,
  pathname: string,
  timeoutMs: number,
): Promise<string> {
  const registryUrl = config.registryUrl;
  if (typeof registryUrl !== 'string' || !/^https?:\/\//i.test(registryUrl)) return '';
  const routes = await routesByRegistry(registryUrl, () => siteRoutes(registryUrl, timeoutMs));
  if (!routes) return '';
  const block: RegistryBlock = { url: registryUrl, body: routes.registry };
  const registry = dataBlock(REGISTRY_BLOCK_ID, block);
  const marker = pathNeedsLogin(routes.manifests, pathname)
    ? `<meta name="${LOGIN_REQUIRED_META}" content="">`
    : '';
  return registry + marker;
}
