import type { AppManifest, RegistryRemote } from '@app/shared/federation';
import type { RemoteState } from '../platform/catalog-store';
import {
  buildFooterLinks,
  buildHomeWidgets,
  buildTabs,
  FALLBACK_TABS,
  labelIn,
  viewerOf,
} from './nav-model';

const label = (en: string) => ({ en, vi: `${en} vi`, 'zh-cn': `${en} zh` });
const remote = (id: string, enabled = true): RegistryRemote => ({
  id,
  name: id,
  manifest: `http://127.0.0.1/${id}/mf-manifest.json`,
  enabled,
  paths: [],
});
const app = (id: string, nav: Partial<AppManifest['nav']>, widgets: AppManifest['widgets'] = []) =>
  ({
    id,
    name: id,
    version: '1',
    buildId: 'b',
    namespace: id,
    sharedVersion: '^0.1.0',
    routes: [],
    nav: { tabs: [], footer: [], ...nav },
    widgets,
  }) satisfies AppManifest;
const entry = (id: string, order: number, extra: Partial<AppManifest['nav']['tabs'][0]> = {}) => ({
  id,
  path: `/${id}`,
  order,
  icon: 'game',
  label: label(id),
  requiresAnchor: false,
  requiresSuperAdmin: false,
  ...extra,
});
const member = viewerOf({ userName: 'm', role: 'member' });

describe('navigation built from the remotes’ manifests', () => {
  it('uses the built-in tabs while manifests are unknown, so the bar renders with every remote down', () => {
    const remotes: Record<string, RemoteState> = {
      sports: { remote: remote('sports'), status: 'failed' },
      live: { remote: remote('live'), status: 'loading' },
      activities: { remote: remote('activities'), status: 'failed' },
      account: { remote: remote('account'), status: 'failed' },
    };
    expect(buildTabs(remotes, member).map((t) => t.path)).toEqual([
      '/',
      '/sports',
      '/anchorPlay',
      '/activity',
      '/personal/me',
    ]);
  });

  it('a disabled remote loses its tab, its footer links and its widgets', () => {
    const widgets = [
      { expose: './widgets/live-now', order: 1, title: label('Live'), limit: 4, wide: false },
    ];
    const remotes: Record<string, RemoteState> = {
      live: {
        remote: remote('live', false),
        status: 'disabled',
        app: app('live', { tabs: [entry('live', 30)], footer: [entry('x', 1)] }, widgets),
      },
      sports: {
        remote: remote('sports'),
        status: 'ready',
        app: app('sports', { tabs: [entry('sports', 20)] }),
      },
    };
    expect(buildTabs(remotes, member).map((t) => t.id)).toEqual(['home', 'sports']);
    expect(buildFooterLinks(remotes, member)).toEqual([]);
    expect(buildHomeWidgets(remotes)).toEqual([]);
  });

  it('a tab a remote adds to its manifest appears in its order, without a host change', () => {
    const remotes: Record<string, RemoteState> = {
      sports: {
        remote: remote('sports'),
        status: 'ready',
        app: app('sports', { tabs: [entry('sports', 20), entry('games', 25)] }),
      },
      account: {
        remote: remote('account'),
        status: 'ready',
        app: app('account', { tabs: [entry('me', 50)] }),
      },
    };
    expect(buildTabs(remotes, member).map((t) => t.id)).toEqual(['home', 'sports', 'games', 'me']);
  });

  it('hides role-only entries from those without the role', () => {
    const remotes: Record<string, RemoteState> = {
      live: {
        remote: remote('live'),
        status: 'ready',
        app: app('live', {
          tabs: [entry('live', 30), entry('studio', 31, { requiresAnchor: true })],
          footer: [entry('console', 9, { requiresSuperAdmin: true })],
        }),
      },
    };
    expect(buildTabs(remotes, member).map((t) => t.id)).toEqual(['home', 'live']);
    const anchor = viewerOf({ userName: 'a', role: 'anchor' });
    expect(buildTabs(remotes, anchor).map((t) => t.id)).toEqual(['home', 'live', 'studio']);
    expect(buildFooterLinks(remotes, anchor)).toEqual([]);
    expect(buildFooterLinks(remotes, viewerOf({ userName: 's', role: 'superAdmin' }))).toHaveLength(
      1,
    );
  });

  it('orders widgets across remotes and remembers whose each is', () => {
    const w = (expose: string, order: number) => ({
      expose,
      order,
      title: label(expose),
      limit: 4,
      wide: false,
    });
    const remotes: Record<string, RemoteState> = {
      a: { remote: remote('a'), status: 'ready', app: app('a', {}, [w('./w2', 20)]) },
      b: {
        remote: remote('b'),
        status: 'ready',
        app: app('b', {}, [w('./w1', 10), w('./w3', 30)]),
      },
      c: { remote: remote('c'), status: 'loading' },
    };
    expect(buildHomeWidgets(remotes).map((x) => `${x.remoteId}${x.expose}`)).toEqual([
      'b./w1',
      'a./w2',
      'b./w3',
    ]);
  });

  it('labels follow the UI language, English when unknown', () => {
    const l = label('Live');
    expect(labelIn(l, 'vi')).toBe('Live vi');
    expect(labelIn(l, 'vi-VI')).toBe('Live vi');
    expect(labelIn(l, 'zh-CN')).toBe('Live zh');
    expect(labelIn(l, 'th')).toBe('Live');
    expect(labelIn(l, undefined)).toBe('Live');
    expect(Object.keys(FALLBACK_TABS).sort()).toEqual(['account', 'activities', 'live', 'sports']);
  });
});
