import type { Ctx } from './context';
import { readRegistry } from './registry';

/**
 * The registry's activity toggles as the promotion answers apply them (issue 53 #3): an activity the
 * super admin switched off leaves the activity list, the banners and the popups at once, with no
 * rebuild and whatever a client does. A key the registry does not name is on.
 */
export function activityToggles(ctx: Ctx): (key: string | null) => boolean {
  const { activities } = readRegistry(ctx.db, ctx.config);
  return (key) => key === null || activities[key] !== false;
}

/**
 * The activity key an advert's link leads to: the page's path, as the registry names each
 * activity page after it ('/luckyWheel?x=1' → 'luckyWheel'); null for a link that is not one
 * (an outside address, the promotions list).
 */
export function activityKeyOfLink(link: string, keys: readonly string[]): string | null {
  const path = /^\/([A-Za-z0-9_-]+)\/?(?:[?#].*)?$/.exec(link.trim())?.[1];
  if (!path) return null;
  return keys.find((k) => k.toLowerCase() === path.toLowerCase()) ?? null;
}
