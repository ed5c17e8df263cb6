import { useQuery } from '@tanstack/react-query';
import { gameQueries, siteQueries } from '@app/shared/api/site';
import { hotRecommendations } from '@app/shared/rules';
import type { HomeBarItem } from '@app/shared/api/site';
import { ADVERT_TYPE, carouselAdverts, visibleBarItems } from './advert-order';
import { advertsSwitchedOn } from './advert-toggles';
import { useCatalog } from '../platform/catalog-store';

export { ADVERT_TYPE, carouselAdverts, visibleBarItems };

export type BarItem = HomeBarItem;

/** The carousel's adverts, without those of activities switched off in the registry. */
export function useCarouselAdverts() {
  const registry = useCatalog((s) => s.registry);
  const remotes = useCatalog((s) => s.remotes);
  return useQuery({
    ...siteQueries.adverts(),
    select: (list) => advertsSwitchedOn(carouselAdverts(list), registry, remotes),
  });
}

/** The game-type bar (SPEC §7 home/bar/list), refreshed every 180 s (SPEC §4/§9). */
export function useGameTypes() {
  return useQuery({ ...gameQueries.homeBar(), select: visibleBarItems });
}

/** Up to 4 games of lobby 1001104, hot first (SPEC §9). */
export function useHotGames() {
  return useQuery({ ...gameQueries.slotGames(), select: hotRecommendations });
}
