import type * as RuntimeCore from '@module-federation/runtime-core';
import { manifestEntryPlugin } from './manifest-entry-plugin';

const MANIFEST_URL = 'http://remotes.test/sports/mf-manifest.json';
const ENTRY_URL = 'http://remotes.test/sports/remoteEntry.js';

/** An `mf-manifest.json` as the remotes' builds write it (publicPath `auto`: next to the manifest). */
const manifest = {
  id: 'remote_x',
  name: 'remote_x',
  metaData: {
    name: 'remote_x',
    type: 'app',
    buildInfo: { buildVersion: '0.1.0', buildName: 'remote-x' },
    remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
    types: { path: '', name: '', zip: '', api: '' },
    globalName: 'remote_x',
    pluginVersion: '2.9.2',
    publicPath: 'auto',
  },
  shared: [],
  remotes: [],
  exposes: [
    {
      id: 'remote_x:routes',
      name: 'routes',
      path: './routes',
      assets: { js: { sync: ['routes.js'], async: [] }, css: { sync: ['routes.css'], async: [] } },
    },
  ],
};

/**
 * The runtime core as the host builds it: without its snapshot plugin (the define the build sets,
 * build/webpack-app.cjs). Its scripts are answered here: the entry URL asked for is recorded and
 * the remote's container is defined as its script would.
 */
function hostRuntime(plugins: ReturnType<typeof manifestEntryPlugin>[]) {
  const scripts: string[] = [];
  let core: typeof RuntimeCore | undefined;
  Object.assign(globalThis, { FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN: true });
  jest.isolateModules(() => {
    core = jest.requireActual<typeof RuntimeCore>('@module-federation/runtime-core');
  });
  const page = { default: 'the remote page' };
  const answers = {
    name: 'test-answers',
    fetch: async () => new Response(JSON.stringify(manifest), { status: 200 }),
    createScript({ url }: { url: string }) {
      scripts.push(url);
      const script = document.createElement('script');
      setTimeout(() => {
        Object.assign(globalThis, {
          remote_x: { init: () => undefined, get: async () => () => page },
        });
        script.dispatchEvent(new Event('load'));
      });
      return script;
    },
  };
  const runtime: RuntimeCore.ModuleFederation = new core!.ModuleFederation({
    name: 'host',
    remotes: [{ name: 'remote_x', entry: MANIFEST_URL }],
    shared: {},
    plugins: [...plugins, answers],
  });
  return { runtime, scripts, page };
}

// Issue 16: the host's runtime core leaves its snapshot plugin out; remotes stay registered by the
// registry's manifest URL, and this plugin finds their entry from it.
describe('manifest entry plugin', () => {
  afterEach(() => {
    delete (globalThis as Record<string, unknown>).FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN;
    delete (globalThis as Record<string, unknown>).remote_x;
  });

  it('loads a remote registered by its manifest from the entry the manifest names', async () => {
    const { runtime, scripts, page } = hostRuntime([manifestEntryPlugin()]);
    await expect(runtime.loadRemote('remote_x/routes')).resolves.toBe(page);
    expect(scripts).toEqual([ENTRY_URL]);
  });

  it("asks for the module's files beside the entry, once", async () => {
    document.head.innerHTML = '';
    const { runtime } = hostRuntime([manifestEntryPlugin()]);
    await runtime.loadRemote('remote_x/routes');
    await runtime.loadRemote('remote_x/routes');
    const preloads = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=preload]')];
    expect(preloads.map((l) => [l.getAttribute('as'), l.href])).toEqual([
      ['script', 'http://remotes.test/sports/routes.js'],
      ['style', 'http://remotes.test/sports/routes.css'],
    ]);
  });

  it('without it, the core built so would load the manifest as a script', async () => {
    const { runtime, scripts } = hostRuntime([]);
    await runtime.loadRemote('remote_x/routes').catch(() => undefined);
    expect(scripts).toEqual([MANIFEST_URL]);
  });

  it('a manifest that names no entry fails the load rather than loading something else', async () => {
    const plugin = manifestEntryPlugin();
    const origin = {
      snapshotHandler: { loadRemoteSnapshotInfo: async () => ({ remoteSnapshot: {} }) },
    };
    const remote = { name: 'remote_x', entry: MANIFEST_URL };
    const args = { remote, origin, remoteInfo: { name: 'remote_x', entry: MANIFEST_URL }, id: 'x' };
    await expect(plugin.afterResolve?.(args as never)).rejects.toThrow('names no entry');
  });
});
