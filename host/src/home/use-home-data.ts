import { useQuery } from '@tanstack/react-query';
import {
  gameQueries,
  hotRecommendations,
  promotionQueries,
  siteQueries,
  type Advert,
  type HomeBarItem,
} from '@app/shared';

/** Advert types of the sandbox (the spec leaves them open): 1 home carousel, 2 daily popup. */
export const ADVERT_TYPE = { carousel: 1, popup: 2 } as const;

export type BarItem = HomeBarItem;

const bySort = <T extends { sort?: number | null }>(a: T, b: T) =>
  (a.sort ?? Number.MAX_SAFE_INTEGER) - (b.sort ?? Number.MAX_SAFE_INTEGER);

/** Carousel adverts (SPEC §7 advertise/list): type 1 (or untyped), in the operator's order. */
export function carouselAdverts(list: readonly Advert[]): Advert[] {
  return list
    .filter((a) => a.type === undefined || Number(a.type) === ADVERT_TYPE.carousel)
    .sort(bySort);
}

/** Enabled bar items (status 0 is off) in the operator's order. */
export function visibleBarItems(list: readonly BarItem[]): BarItem[] {
  return list.filter((item) => item.status !== 0).sort(bySort);
}

export function useCarouselAdverts() {
  return useQuery({ ...siteQueries.adverts(), select: carouselAdverts });
}

/** The game-type bar (SPEC §7 home/bar/list), refreshed every 180 s (SPEC §4/§9). */
export function useGameTypes() {
  return useQuery({ ...gameQueries.homeBar(), select: visibleBarItems });
}

/** Up to 4 games of lobby 1001104, hot first (SPEC §9). */
export function useHotGames() {
  return useQuery({ ...gameQueries.slotGames(), select: hotRecommendations });
}

export function usePopupAdverts(enabled: boolean) {
  return useQuery({
    ...siteQueries.advertsByType(ADVERT_TYPE.popup),
    select: (list: Advert[]) => [...list].sort(bySort),
    enabled,
    retry: false,
  });
}

/** The new-member gift pack of the current visitor (SPEC §3; status 1 = open). */
export function useGiftPack(userKey: string, enabled: boolean) {
  return useQuery({ ...promotionQueries.giftPack(userKey), enabled });
}
