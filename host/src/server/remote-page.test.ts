import { servedRoute } from './remote-page';
import type { SiteRoutes } from './registry-blocks';

const MF = 'http://127.0.0.1:3003/mf-manifest.json';

function routes(app: Record<string, unknown>, enabled = true): SiteRoutes {
  const remote = { id: 'activities', name: 'remote_activities', manifest: MF, enabled, paths: [] };
  return {
    registry: { code: 200, data: { remotes: [remote] } },
    manifestUrls: [MF],
    manifests: [
      {
        id: 'activities',
        name: 'remote_activities',
        version: '0.1.0',
        buildId: 'b1',
        namespace: 'activities',
        sharedVersion: '^0.1.0',
        routes: [
          { id: 'activity', path: '/activity', footer: true },
          { id: 'vip', path: '/vip', requiresAuth: true },
          { id: 'desk', path: '/desk', requiresAuth: true, requiresSuperAdmin: true },
        ],
        ...app,
      },
    ],
  };
}

describe('servedRoute', () => {
  it("names the route, its base path and the release's server container", () => {
    const route = servedRoute(routes({ server: 'server/remoteEntry.js' }), '/activity');
    expect(route).toMatchObject({
      entryUrl: 'http://127.0.0.1:3003/server/remoteEntry.js?build=b1',
      buildId: 'b1',
      served: {
        pathname: '/activity',
        basePath: '/activity',
        remote: { name: 'remote_activities' },
        entry: { id: 'activity', footer: true },
      },
    });
  });

  it('draws nothing for a remote without a server container, a guest-closed route or no owner', () => {
    expect(servedRoute(routes({}), '/activity')).toBeNull();
    expect(servedRoute(routes({ server: 'server/remoteEntry.js' }), '/vip')).toBeNull();
    expect(servedRoute(routes({ server: 'server/remoteEntry.js' }), '/nowhere')).toBeNull();
    expect(servedRoute(routes({ server: 'server/remoteEntry.js' }, false), '/activity')).toBeNull();
  });

  it('draws a page that needs a login for a browser holding one, marked as such; never a role-gated one', () => {
    const app = routes({ server: 'server/remoteEntry.js' });
    expect(servedRoute(app, '/vip', true)?.served).toMatchObject({
      pathname: '/vip',
      member: true,
    });
    expect(servedRoute(app, '/activity', true)?.served.member).toBeUndefined();
    expect(servedRoute(app, '/desk', true)).toBeNull();
    expect(servedRoute(app, '/vip', false)).toBeNull();
  });
});
