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

/** A row's identity in the list (React's key, and the key of its measured height). */
export function rowKey(row: ListRow | undefined, index: number): string | number {
  return row ? (row.kind === 'league' ? `l${row.id}` : `m${row.match.id}`) : index;
}

/** The key of a row's measured height: its identity and the layout it was measured in. */
export function measuredKey(row: ListRow | undefined, index: number, phone: boolean): string {
  return `${phone ? 'p' : 'd'}${rowKey(row, index)}`;
}

/**
 * Less than what stands above the list on /sports's first screen (header, section links, notices, tabs,
 * chips, filters: 420 px on a 412 px wide phone): the first screen's rows (the early painter's and the
 * list's before its virtualizer loads) always reach the bottom of the screen and few go far below.
 */
export const ABOVE_THE_LIST = 300;

/** Spare rows rendered below the screen: fewer on a small one. */
export const spareRows = (phone: boolean) => (phone ? 2 : 6);

/**
 * Heights of rows already laid out, by layout (phone or not) and key: the first screen's rows measured
 * before the virtual list takes over, so it places the rows above the screen where they stood.
 */
export class MeasuredRows {
  private readonly sizes = new Map<string, number>();

  set(key: string, size: number): void {
    if (size > 0) this.sizes.set(key, size);
  }

  /** The measured height, else the estimate. */
  size(row: ListRow | undefined, index: number, phone: boolean): number {
    return this.sizes.get(measuredKey(row, index, phone)) ?? estimateRowSize(row, phone);
  }
}
