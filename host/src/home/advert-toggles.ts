import type { Advert } from '@app/shared/api/promotion';
import type { Registry } from '@app/shared/federation';
import type { RemoteState } from '../platform/catalog-store';

const pathOf = (link: string) => link.split(/[?#]/)[0]!.replace(/\/$/, '').toLowerCase();

/**
 * The activity key an advert's link opens: the route a loaded manifest declares for that path,
 * else the registry key named like the path (the registry names activity pages after their path),
 * else none (an outside link, the promotions list).
 */
export function activityKeyOfLink(
  link: string,
  registry: Registry | null,
  remotes: Readonly<Record<string, RemoteState>>,
): string | null {
  const path = pathOf(link);
  if (!path.startsWith('/')) return null;
  for (const r of Object.values(remotes))
    for (const route of r.app?.routes ?? [])
      if (route.activityKey && route.path.toLowerCase() === path) return route.activityKey;
  const name = path.slice(1);
  return Object.keys(registry?.activities ?? {}).find((k) => k.toLowerCase() === name) ?? null;
}

/**
 * Leaves out the adverts of activities the super admin switched off (issue 53 #3). The server's
 * lists already do; this keeps a cached answer or an old server from showing one.
 */
export function advertsSwitchedOn(
  list: readonly Advert[],
  registry: Registry | null,
  remotes: Readonly<Record<string, RemoteState>>,
): Advert[] {
  return list.filter((a) => {
    const key = activityKeyOfLink(a.link ?? '', registry, remotes);
    return key === null || registry?.activities[key] !== false;
  });
}
