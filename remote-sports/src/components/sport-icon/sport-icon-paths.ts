import { sportGlyph } from './sport-glyphs';

/** One path of a drawn sport icon, with the presentation attributes it sets (others inherit the svg's). */
export interface SportIconPath {
  d: string;
  fill?: string;
  stroke?: string;
  strokeWidth?: number;
}

/** The svg's own stroke width (its paths inherit it unless they set theirs). */
export const SPORT_ICON_STROKE = 1.7;

/** What the cut-out details show through: the colour behind the icon, set by its container. */
const CUT = 'var(--sport-icon-cut, var(--bg-card))';

/**
 * The paths of a sport's icon in one state, in drawing order: SportIcon renders them and the early
 * painter (app/early-paint-sports.ts) draws the same ones before React runs.
 */
export function sportIconPaths(sportId: number, active: boolean): SportIconPath[] {
  const g = sportGlyph(sportId);
  const detail = active ? CUT : 'currentColor';
  return [
    ...g.body.map((d) => ({ d, fill: active ? 'currentColor' : 'none' })),
    ...(g.strokes ?? []).map((d) => ({ d })),
    ...(g.solids ?? []).map((d) => ({ d, fill: 'currentColor', stroke: 'none' })),
    ...(g.marks ?? []).map((d) => ({ d, stroke: detail, strokeWidth: 1.3 })),
    ...(g.spots ?? []).map((d) => ({ d, fill: detail, stroke: 'none' })),
  ];
}
