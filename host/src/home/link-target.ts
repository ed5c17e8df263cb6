import type { Game, HomeBarItem } from '@app/shared/api/site';
import { HOT_LOBBY_ID, safeRedirectPath } from '@app/shared/rules';

/** Where a banner or bar item leads: a route of this site, a page elsewhere, or nowhere. */
export type LinkTarget =
  { kind: 'internal'; to: string } | { kind: 'external'; href: string } | null;

/**
 * Reads an operator-entered link. A path ('/luckyWheel', or 'luckyWheel' without the slash) is an
 * internal route when it passes the same-origin redirect check; an absolute http(s) URL opens
 * outside (with noopener); anything else ('javascript:', 'data:', '//host', junk) is not a link.
 */
export function linkTarget(link: unknown): LinkTarget {
  if (typeof link !== 'string') return null;
  const value = link.trim();
  if (value === '' || value === '#') return null;
  if (/^https?:\/\//i.test(value)) {
    try {
      const url = new URL(value);
      return url.hostname ? { kind: 'external', href: url.href } : null;
    } catch {
      return null;
    }
  }
  if (/^[a-z][a-z\d+.-]*:/i.test(value) || value.startsWith('//')) return null;
  const path = value.startsWith('/') ? value : `/${value}`;
  return safeRedirectPath(path) === path ? { kind: 'internal', to: path } : null;
}

/** The route of a home-bar item without a usable link (sandbox game types: 7 sports, 0 live). */
export function gameTypeRoute(gameType: unknown): string | null {
  const type = Number(gameType);
  if (gameType === null || gameType === undefined || !Number.isInteger(type)) return null;
  if (type === 7) return '/sports';
  if (type === 0) return '/anchorPlay';
  return `/electronic/${type}`;
}

/** The route of a bar item: its own link when it is an internal route, else by its game type. */
export function barRoute(item: HomeBarItem): string | null {
  const target = linkTarget(item.link);
  return target?.kind === 'internal' ? target.to : gameTypeRoute(item.gameType);
}

/** The game's lobby page (SPEC §2 electronic/{id}; login is asked for by the route guard). */
export function gameRoute(game: Pick<Game, 'id' | 'lobbyId'>): string {
  const lobby = game.lobbyId ?? HOT_LOBBY_ID;
  return `/electronic/${encodeURIComponent(String(lobby))}?launch=${encodeURIComponent(String(game.id))}`;
}
