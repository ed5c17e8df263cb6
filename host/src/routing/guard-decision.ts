import type { RouteEntry } from '@app/shared/federation';

export interface Viewer {
  loggedIn: boolean;
  role: string | null | undefined;
}

export type GuardDecision = 'allow' | 'home' | 'login' | 'forbidden';

/** SPEC §2 navigation rules and §6 roles, applied to a remote route's flags. A guard is UX only. */
export function decideGuard(
  entry: Pick<
    RouteEntry,
    'requiresAuth' | 'requiresAnchor' | 'requiresSuperAdmin' | 'isLoginedBlackList'
  >,
  viewer: Viewer,
): GuardDecision {
  if (viewer.loggedIn && entry.isLoginedBlackList) return 'home';
  const needsLogin = entry.requiresAuth || entry.requiresAnchor || entry.requiresSuperAdmin;
  if (needsLogin && !viewer.loggedIn) return 'login';
  if (entry.requiresAnchor && viewer.role !== 'anchor') return 'forbidden';
  if (entry.requiresSuperAdmin && viewer.role !== 'superAdmin') return 'forbidden';
  return 'allow';
}
