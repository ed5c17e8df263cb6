import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { preload } from '../boot/early-remote';

type AfterResolve = NonNullable<ModuleFederationRuntimePlugin['afterResolve']>;
type ResolveArgs = Parameters<AfterResolve>[0];

/** An exposed module's files in a remote's snapshot, relative to its `publicPath`. */
interface ModuleAssets {
  moduleName?: string;
  assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } };
}

/** The parts of a remote's snapshot (built from its `mf-manifest.json`) this plugin reads. */
interface EntrySnapshot {
  remoteEntry?: string;
  remoteEntryType?: string;
  globalName?: string;
  publicPath?: string;
  version?: string;
  buildVersion?: string;
  modules?: ModuleAssets[];
}

/**
 * Asks for the files the module needs at once (`<link rel="preload">`), beside the entry, as the
 * snapshot plugin did: else they would start only once the entry has run. Files already asked for
 * (the early script's, an earlier load's) are not asked again.
 */
function preloadModuleFiles(snapshot: EntrySnapshot, publicPath: string, expose: string) {
  const name = expose.replace(/^\.\//, '');
  const assets = snapshot.modules?.find((m) => m.moduleName === name)?.assets;
  const files = [...(assets?.js?.sync ?? []), ...(assets?.css?.sync ?? [])];
  for (const file of files) {
    const href = new URL(file, publicPath).href;
    if (![...document.querySelectorAll<HTMLLinkElement>('link')].some((l) => l.href === href))
      preload(href);
  }
}

const isManifest = (entry: string) => entry.includes('.json');

/**
 * Remotes are registered by their `mf-manifest.json` (the registry's `manifest`). The runtime core's
 * snapshot plugin turns that into the remote's entry and preloads the module's files; the host builds
 * the core without it (FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN, build/webpack-app.cjs: −1.4 KiB gzip
 * on every remote route, issue 16), and this does those two parts, from the manifest the core still
 * reads, without the plugin's general preloading (shared and nested remotes' files).
 */
export function manifestEntryPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'betlive-manifest-entry',
    async afterResolve(args: ResolveArgs) {
      const { remote, origin, remoteInfo, id, expose } = args;
      if (!('entry' in remote) || !isManifest(remote.entry)) return args;
      const { remoteSnapshot } = await origin.snapshotHandler.loadRemoteSnapshotInfo({
        moduleInfo: remote,
        id,
      });
      const snapshot = remoteSnapshot as EntrySnapshot;
      if (!snapshot.remoteEntry || snapshot.publicPath === undefined)
        throw new Error(`The manifest of ${remote.name} names no entry`);
      Object.assign(remoteInfo, {
        entry: snapshot.publicPath + snapshot.remoteEntry,
        type: snapshot.remoteEntryType ?? 'global',
        entryGlobalName: snapshot.globalName ?? remoteInfo.entryGlobalName,
        version: snapshot.version,
        buildVersion: snapshot.buildVersion,
      });
      preloadModuleFiles(snapshot, snapshot.publicPath, expose);
      return { ...args, remoteSnapshot };
    },
  };
}
