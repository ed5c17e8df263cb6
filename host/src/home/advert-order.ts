import type { Advert } from '@app/shared/api/promotion';
import type { HomeBarItem } from '@app/shared/api/site';

/** Advert types of the sandbox (the spec leaves them open): 1 home carousel, 2 daily popup. */
export const ADVERT_TYPE = { carousel: 1, popup: 2 } as const;

export const bySort = <T extends { sort?: number | null }>(a: T, b: T) =>
  (a.sort ?? Number.MAX_SAFE_INTEGER) - (b.sort ?? Number.MAX_SAFE_INTEGER);

/** Carousel adverts (SPEC §7 advertise/list): type 1 (or untyped), in the operator's order. */
export function carouselAdverts(list: readonly Advert[]): Advert[] {
  return list
    .filter((a) => a.type === undefined || Number(a.type) === ADVERT_TYPE.carousel)
    .sort(bySort);
}

/** Enabled bar items (status 0 is off) in the operator's order. */
export function visibleBarItems(list: readonly HomeBarItem[]): HomeBarItem[] {
  return list.filter((item) => item.status !== 0).sort(bySort);
}
