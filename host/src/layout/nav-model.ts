import type { LocalizedLabel, NavEntry, WidgetEntry } from '@app/shared/federation';
import type { UserInfo } from '@app/shared/store';
import type { RemoteState } from '../platform/catalog-store';

/** The host's own first tab; everything after it comes from the remotes' manifests. */
export const HOME_TAB: NavEntry = {
  id: 'home',
  path: '/',
  order: 0,
  icon: 'home',
  label: { en: 'Home', vi: 'Trang chủ', 'zh-cn': '首页' },
  requiresAnchor: false,
  requiresSuperAdmin: false,
};

const tab = (id: string, path: string, order: number, icon: string, label: LocalizedLabel) => ({
  id,
  path,
  order,
  icon,
  label,
  requiresAnchor: false,
  requiresSuperAdmin: false,
});

/**
 * Built-in tabs of the known remotes, used while a remote is enabled but its manifest has not
 * loaded (or failed): the tab bar renders with every remote down, and a click shows the remote's
 * fallback page. A disabled remote loses its tab either way.
 */
export const FALLBACK_TABS: Readonly<Record<string, readonly NavEntry[]>> = {
  sports: [tab('sports', '/sports', 20, 'ball', { en: 'Sports', vi: 'Thể thao', 'zh-cn': '体育' })],
  live: [tab('live', '/anchorPlay', 30, 'live', { en: 'Live', vi: 'Trực tiếp', 'zh-cn': '直播' })],
  activities: [
    tab('promotions', '/activity', 40, 'gift', {
      en: 'Promotions',
      vi: 'Khuyến mãi',
      'zh-cn': '优惠',
    }),
  ],
  account: [tab('me', '/personal/me', 50, 'user', { en: 'Me', vi: 'Tôi', 'zh-cn': '我的' })],
};

export interface Viewer {
  isAnchor: boolean;
  isSuperAdmin: boolean;
}

export function viewerOf(userInfo: UserInfo | null): Viewer {
  return { isAnchor: userInfo?.role === 'anchor', isSuperAdmin: userInfo?.role === 'superAdmin' };
}

const visibleTo = (viewer: Viewer) => (entry: NavEntry) =>
  (!entry.requiresAnchor || viewer.isAnchor) && (!entry.requiresSuperAdmin || viewer.isSuperAdmin);

const byOrder = <T extends { order: number }>(a: T, b: T) => a.order - b.order;

function enabled(remotes: Record<string, RemoteState>): RemoteState[] {
  return Object.values(remotes).filter((r) => r.status !== 'disabled');
}

/** Tab-bar entries: home, then each enabled remote's tabs (its manifest's, or the built-in ones). */
export function buildTabs(remotes: Record<string, RemoteState>, viewer: Viewer): NavEntry[] {
  const fromRemotes = enabled(remotes).flatMap((r) =>
    r.app ? r.app.nav.tabs : (FALLBACK_TABS[r.remote.id] ?? []),
  );
  return [HOME_TAB, ...fromRemotes.filter(visibleTo(viewer)).sort(byOrder)];
}

/**
 * The tabs of the prerendered page and of its hydration: home and every built-in tab, as a guest
 * sees them with all remotes up. Right after hydration the registry's answer takes over.
 */
export function builtInTabs(): NavEntry[] {
  return [HOME_TAB, ...Object.values(FALLBACK_TABS).flat()].sort(byOrder);
}

/** Footer links the enabled remotes declare (none while a manifest is unknown). */
export function buildFooterLinks(remotes: Record<string, RemoteState>, viewer: Viewer): NavEntry[] {
  return enabled(remotes)
    .flatMap((r) => r.app?.nav.footer ?? [])
    .filter(visibleTo(viewer))
    .sort(byOrder);
}

export interface HomeWidget extends WidgetEntry {
  remoteId: string;
}

/** Home-page widgets of the enabled remotes whose manifests are known, in their declared order. */
export function buildHomeWidgets(remotes: Record<string, RemoteState>): HomeWidget[] {
  return enabled(remotes)
    .flatMap((r) => (r.app?.widgets ?? []).map((w) => ({ ...w, remoteId: r.remote.id })))
    .sort(byOrder);
}

/** The label in the UI language (i18next's code), English when the language is unknown. */
export function labelIn(label: LocalizedLabel, language: string | undefined): string {
  const code = (language ?? 'en').toLowerCase();
  if (code.startsWith('zh')) return label['zh-cn'];
  if (code.startsWith('vi')) return label.vi;
  return label.en;
}
