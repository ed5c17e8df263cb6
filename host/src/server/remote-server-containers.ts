/**
 * The remotes' server containers (a Node build of a remote's exposes, named by its app-manifest.json's
 * `server`; build/webpack-app.cjs `serverConfig`), loaded over HTTP with the federation runtime and
 * given the host server's own singletons, so the document server renders a remote's `./routes` with
 * the React, router, stores and i18n it renders the layout with. One load per entry address (the
 * address carries the remote's build id, so a deploy loads afresh); a document waits for it at most
 * `timeoutMs` and a failed load is tried again after a while. Never throws: null means "draw no
 * remote page" (the build's layout, and the browser renders the page).
 */
import { createInstance } from '@module-federation/enhanced/runtime';
import type { RemoteRoutesModule } from '@app/shared/federation';
import { serverShared } from './server-shared';

/** How long a failed container is remembered before a document tries it again. */
const RETRY_AFTER_MS = 15_000;

const loads = new Map<string, Promise<RemoteRoutesModule>>();
let instances = 0;

function isRoutesModule(value: unknown): value is RemoteRoutesModule {
  const component = (value as { default?: unknown } | null)?.default;
  return typeof component === 'function' || (typeof component === 'object' && component !== null);
}

/**
 * A federation instance and a global name of its own per container: the runtime keeps a loaded
 * container on `globalThis` under its global name (the remote's name by default) and takes it from
 * there when asked again, so a redeployed remote would run its first release's container, whose
 * chunks are gone.
 */
async function load(name: string, entry: string): Promise<RemoteRoutesModule> {
  instances += 1;
  forgetContainerInstances(name);
  const federation = createInstance({
    name: `host_server_${instances}`,
    remotes: [{ name, entry, entryGlobalName: `${name}_server_${Date.now()}_${instances}` }],
    shared: serverShared(),
    shareStrategy: 'loaded-first',
  });
  const mod = await federation.loadRemote<unknown>(`${name}/routes`);
  if (!isRoutesModule(mod)) throw new Error(`${entry} exposes no component as ./routes`);
  return mod;
}

/**
 * A container's own federation runtime takes an existing instance of its name from the process's
 * global list (and with it the plugins of the release before, whose chunk loading points at files
 * a deploy removed): a new release of a remote starts without them.
 */
function forgetContainerInstances(name: string): void {
  const global = globalThis as { __FEDERATION__?: { __INSTANCES__?: Array<{ name?: string }> } };
  const list = global.__FEDERATION__?.__INSTANCES__;
  if (!list) return;
  for (let i = list.length - 1; i >= 0; i -= 1) if (list[i]?.name === name) list.splice(i, 1);
}

function cachedLoad(name: string, entry: string): Promise<RemoteRoutesModule> {
  let loading = loads.get(entry);
  if (!loading) {
    loading = load(name, entry);
    loads.set(entry, loading);
    loading.catch((err: unknown) => {
      console.error(`[document] server container ${entry} failed:`, err);
      setTimeout(() => loads.delete(entry), RETRY_AFTER_MS).unref();
    });
  }
  return loading;
}

/** `./routes` of the remote `name` from its server container at `entry`, or null (late or failed). */
export async function serverRoutes(
  name: string,
  entry: string,
  timeoutMs: number,
): Promise<RemoteRoutesModule | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => (timer = setTimeout(resolve, timeoutMs, null)));
  try {
    return await Promise.race([cachedLoad(name, entry), late]);
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}

/** The server container's address of a remote's release: its app manifest's `server`, by build. */
export function serverEntryUrl(
  appManifestUrl: string,
  server: string | undefined,
  buildId: string,
): string | null {
  if (!server) return null;
  try {
    const url = new URL(server, appManifestUrl);
    url.searchParams.set('build', buildId);
    return url.href;
  } catch {
    return null;
  }
}
