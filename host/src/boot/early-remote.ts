/**
 * The early script's part for a remote's page (issue 16, "every other page"): from the registry it
 * fetches the enabled remotes' route manifests and `mf-manifest.json` files; the remote whose routes
 * own this path gets its entry and `./routes` files preloaded, all while the host's
 * `main.js` is still downloading. The host and the federation runtime then take the manifests from
 * the early answers (takeEarlyFile) and find the files in the browser's cache. A wrong guess costs
 * bytes, never correctness: the host still decides which remote serves the page.
 */
import { callUrl, startEarlyCall, type EarlyAnswer } from '@app/shared/boot';

interface EarlyRemote {
  manifest: string;
}

/** The enabled remotes of a registry answer (plain or in the backend's envelope). */
export function enabledRemotes(body: unknown): EarlyRemote[] {
  const root = body as { remotes?: unknown; data?: { remotes?: unknown } } | null;
  const list = root?.remotes ?? root?.data?.remotes;
  if (!Array.isArray(list)) return [];
  return list.filter(
    (r): r is EarlyRemote =>
      !!r && typeof r === 'object' && r.enabled !== false && typeof r.manifest === 'string',
  );
}

/** True when one of the manifest's route patterns (`/sports`, `/electronic/:id`) owns the path. */
export function ownsPath(appManifest: unknown, pathname: string): boolean {
  const routes = (appManifest as { routes?: unknown } | null)?.routes;
  if (!Array.isArray(routes)) return false;
  const segments = pathname.toLowerCase().split('/').filter(Boolean);
  return routes.some((route: { path?: unknown }) => {
    if (typeof route?.path !== 'string') return false;
    const pattern = route.path.toLowerCase().split('/').filter(Boolean);
    return (
      pattern.length <= segments.length &&
      pattern.every((p, i) => p.startsWith(':') || p === segments[i])
    );
  });
}

/** The entry and the `./routes` files (JS and CSS loaded at once) named by an `mf-manifest.json`. */
export function routeFiles(manifest: unknown, manifestUrl: string): string[] {
  const m = manifest as {
    metaData?: { remoteEntry?: { name?: string; path?: string } };
    exposes?: Array<{
      path?: string;
      assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } };
    }>;
  } | null;
  const entry = m?.metaData?.remoteEntry;
  const routes = m?.exposes?.find((e) => e.path === './routes');
  const names = [
    ...(entry?.name ? [`${entry.path ? `${entry.path}/` : ''}${entry.name}`] : []),
    ...(routes?.assets?.js?.sync ?? []),
    ...(routes?.assets?.css?.sync ?? []),
  ];
  return names.map((n) => new URL(n, manifestUrl).toString());
}

function preload(url: string): void {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', url.endsWith('.css') ? 'style' : 'script');
  link.href = url;
  document.head.append(link);
}

const fetchFile = (url: string, timeout: number) =>
  startEarlyCall({ method: 'GET', url: callUrl('', url), headers: {}, cache: 'no-cache' }, timeout);

/** Starts the route manifests and, for the remote that owns `pathname`, its manifest and files. */
export async function earlyRemote(
  registry: Promise<EarlyAnswer | null>,
  pathname: string,
  timeout: number,
): Promise<void> {
  const remotes = enabledRemotes((await registry)?.body);
  await Promise.all(
    remotes.map(async (remote) => {
      // both at once (a round trip less for the page's remote; the others' answers serve their widgets)
      const mfAnswer = fetchFile(remote.manifest, timeout);
      const appUrl = new URL('app-manifest.json', remote.manifest).toString();
      const app = await fetchFile(appUrl, timeout);
      if (!app || !ownsPath(app.body, pathname)) return;
      const mf = await mfAnswer;
      if (mf) for (const url of routeFiles(mf.body, remote.manifest)) preload(url);
    }),
  );
}
