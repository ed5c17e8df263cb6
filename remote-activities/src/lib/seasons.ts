import { promotionQueries, type Season } from '@app/shared/api/promotion';
import { useQuery } from '@app/shared/client';
import type { ActivityDef } from './catalog';

/** The seasonal window of a page (issue 53 #5), if its activity has one. */
export function seasonOf(def: ActivityDef, seasons: readonly Season[] | undefined): Season | null {
  return seasons?.find((s) => s.keys.includes(def.activityKey)) ?? null;
}

/** A page is offered now unless its activity is seasonal and out of its window. */
export function isInSeason(def: ActivityDef, seasons: readonly Season[] | undefined): boolean {
  const season = seasonOf(def, seasons);
  return season === null || season.state === 'live';
}

/** The seasons' windows as the server tells them (its clock decides "now"). */
export function useSeasons() {
  return useQuery(promotionQueries.seasons());
}
