import type { AppManifest, NavEntry } from '@app/shared/federation';
import type { RemoteState } from '../platform/catalog-store';
import { app, remote, route } from './remote-state.fixtures';
import { remotesToWarm, type WarmTarget } from './warm-remotes';

// Issue 16: a tab switch renders at once because the tabs' remote pages were loaded ahead of use —
// only the pages this viewer may open, each remote once, not the page they are on.
const state = (
  id: string,
  routes: AppManifest['routes'],
  status: RemoteState['status'] = 'ready',
): RemoteState => ({
  remote: remote(
    id,
    routes.map((r) => r.path.split('/:')[0]!),
  ),
  status,
  app: app(id, routes),
});
const tab = (path: string): NavEntry => ({
  id: path,
  path,
  order: 0,
  icon: 'x',
  label: { en: path, vi: path, 'zh-cn': path },
  requiresAnchor: false,
  requiresSuperAdmin: false,
});

const sports = state('sports', [
  route('sports', '/sports', { requiresAuth: true, earlyPaint: 'early-paint.js' }),
]);
const live = state('live', [route('anchorPlay', '/anchorPlay', { requiresAuth: true })]);
const activities = state('activities', [route('activity', '/activity')]);
const account = state('account', [
  route('personal', '/personal/:id', { requiresAuth: true }),
  route('superadmin', '/superadmincenter', { requiresSuperAdmin: true }),
]);
const all = [sports, live, activities, account];
const tabs = ['/', '/sports', '/anchorPlay', '/activity', '/personal/me'].map(tab);
const names = (list: WarmTarget[]) => list.map((w) => w.remote.id);
const member = { loggedIn: true, role: 'member' };
const guest = { loggedIn: false, role: undefined };

describe('which remotes are loaded ahead of a tab switch', () => {
  it('a member: every tab remote in tab order, the page they are on left out', () => {
    expect(names(remotesToWarm(tabs, all, member, '/'))).toEqual([
      'sports',
      'live',
      'activities',
      'account',
    ]);
    expect(names(remotesToWarm(tabs, all, member, '/sports/sportsdetail/1'))).toEqual([
      'live',
      'activities',
      'account',
    ]);
  });

  it('a guest: only the pages a guest may open (the others open the login dialog)', () => {
    expect(names(remotesToWarm(tabs, all, guest, '/'))).toEqual(['activities']);
  });

  it('a remote that is not ready, or a tab no remote serves, loads nothing', () => {
    const failed = state('sports', [route('sports', '/sports')], 'failed');
    expect(names(remotesToWarm(tabs, [failed, activities], member, '/'))).toEqual(['activities']);
    expect(names(remotesToWarm([tab('/nowhere')], all, member, '/'))).toEqual([]);
  });

  it('a remote behind two tabs is loaded once', () => {
    expect(names(remotesToWarm([tab('/activity'), tab('/activity')], all, member, '/'))).toEqual([
      'activities',
    ]);
  });

  it("with the tab route's early painter, which names the reads a tap starts", () => {
    const painters = remotesToWarm(tabs, all, member, '/').map((w) => [w.remote.id, w.painter]);
    expect(painters).toEqual([
      ['sports', 'http://x/sports/early-paint.js'],
      ['live', null],
      ['activities', null],
      ['account', null],
    ]);
  });
});
