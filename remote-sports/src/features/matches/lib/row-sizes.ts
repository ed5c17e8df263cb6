import type { ListRow } from './rows';

/** A league header's height (px), as laid out by match-list-page.module.css. */
export const LEAGUE_ROW = 40;
/** Heights of a match row (px) on a phone and on a wider screen, as laid out by match-row.module.css. */
export const PHONE_ROW = 165;
export const DESK_ROW = 96;

/**
 * The virtual list's estimate of a row's height before it is measured: close to the real one (a phone
 * stacks a row's markets under its teams), so a row coming into view rarely moves the others.
 */
export function estimateRowSize(row: ListRow | undefined, phone: boolean): number {
  return row?.kind === 'league' ? LEAGUE_ROW : phone ? PHONE_ROW : DESK_ROW;
}
