/**
 * The remotes' server containers (a Node build of a remote's exposes, named by its app-manifest.json's
 * `server`; build/webpack-app.cjs `serverConfig`), loaded over HTTP with the federation runtime and
 * given the host server's own singletons, so the document server renders a remote's `./routes` with
 * the React, router, stores and i18n it renders the layout with. One load per release (the entry's
 * address carries the remote's build id, so a deploy or a rollback loads afresh); a document waits
 * for it at most `timeoutMs` and a failed load is tried again after a while. Never throws: null means "draw no
 * remote page" (the build's layout, and the browser renders the page).
 */
import { createInstance } from '@module-federation/enhanced/runtime';
import type { RemoteRoutesModule } from '@app/shared/federation';
import { serverShared } from './server-shared';

/** How long a failed container is remembered before a document tries it again. */
const RETRY_AFTER_MS = 15_000;

const loads = new Map<string, { entry: string; loading: Promise<RemoteRoutesModule> }>();
let instances = 0;
/** The federation instance that loaded each remote's current release, and its container's name. */
const loaders = new Map<string, string>();
const globalNames = new Map<string, string>();

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
  forgetContainerInstances(loaders.get(name));
  const loader = `host_server_${instances}`;
  const globalName = `${name}_server_${Date.now()}_${instances}`;
  // the release before's container is let go (the runtime keeps each one on globalThis)
  const before = globalNames.get(name);
  if (before) delete (globalThis as Record<string, unknown>)[before];
  loaders.set(name, loader);
  globalNames.set(name, globalName);
  // the runtime keeps each entry address's container for the process: a release loaded again (a
  // rollback) needs a container of its own, since the words it registers are set as it starts
  const address = new URL(entry);
  address.searchParams.set('load', String(instances));
  const federation = createInstance({
    name: loader,
    remotes: [{ name, entry: address.href, entryGlobalName: globalName }],
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
 * a deploy removed), and the Node chunk loader looks a remote's address up in the first instance
 * that loaded it (the release before's folder): a new release starts without either.
 */
function forgetContainerInstances(name: string | undefined): void {
  if (name === undefined) return;
  const global = globalThis as { __FEDERATION__?: { __INSTANCES__?: Array<{ name?: string }> } };
  const list = global.__FEDERATION__?.__INSTANCES__;
  if (!list) return;
  for (let i = list.length - 1; i >= 0; i -= 1) if (list[i]?.name === name) list.splice(i, 1);
}

/**
 * The current release's container of each remote. One release per remote is kept: a container sets
 * the remote's words in the one i18n instance when it loads, so a release gone back to (a rollback)
 * is loaded again rather than drawn with the words of the release that replaced it.
 */
function cachedLoad(name: string, entry: string): Promise<RemoteRoutesModule> {
  const kept = loads.get(name);
  if (kept?.entry === entry) return kept.loading;
  const loading = load(name, entry);
  loads.set(name, { entry, loading });
  loading.catch((err: unknown) => {
    console.error(`[document] server container ${entry} failed:`, err);
    setTimeout(() => {
      if (loads.get(name)?.loading === loading) loads.delete(name);
    }, RETRY_AFTER_MS).unref();
  });
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
