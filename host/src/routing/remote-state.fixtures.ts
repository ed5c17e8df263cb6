// Registry entries, route entries and app manifests for the routing tests.
import type { AppManifest, RegistryRemote, RouteEntry } from '@app/shared/federation';

export const remote = (id: string, paths: string[]): RegistryRemote => ({
  id,
  name: `remote_${id}`,
  manifest: `http://x/${id}/mf-manifest.json`,
  enabled: true,
  paths,
});

export const route = (id: string, path: string, flags: Partial<RouteEntry> = {}): RouteEntry => ({
  id,
  path,
  requiresAuth: false,
  requiresAnchor: false,
  requiresSuperAdmin: false,
  isLoginedBlackList: false,
  footer: false,
  ...flags,
});

export const app = (id: string, routes: AppManifest['routes']): AppManifest => ({
  id,
  name: `remote_${id}`,
  version: '1',
  buildId: 'b',
  namespace: id,
  sharedVersion: '^0.1.0',
  routes,
  nav: { tabs: [], footer: [] },
  widgets: [],
});
