import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

type AfterResolve = NonNullable<ModuleFederationRuntimePlugin['afterResolve']>;
type ResolveArgs = Parameters<AfterResolve>[0];

/** The parts of a remote's snapshot (built from its `mf-manifest.json`) that say where its entry is. */
interface EntrySnapshot {
  remoteEntry?: string;
  remoteEntryType?: string;
  globalName?: string;
  publicPath?: string;
  version?: string;
  buildVersion?: string;
}

const isManifest = (entry: string) => entry.includes('.json');

/**
 * Remotes are registered by their `mf-manifest.json` (the registry's `manifest`). The runtime core's
 * snapshot plugin turns that into the remote's entry, and preloads the module's files besides; the
 * host builds the core without it (FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN, build/webpack-app.cjs:
 * −1.4 KiB gzip on every remote route, issue 16), because the page already preloads a route's files
 * from the manifest (boot/early-remote.ts) and the tab warm-up loads the others' pages ahead. This
 * does the one part the page needs: where the entry is, from the manifest the core still reads.
 */
export function manifestEntryPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'betlive-manifest-entry',
    async afterResolve(args: ResolveArgs) {
      const { remote, origin, remoteInfo, id } = args;
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
      return { ...args, remoteSnapshot };
    },
  };
}
