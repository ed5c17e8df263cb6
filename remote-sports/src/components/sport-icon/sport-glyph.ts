/**
 * One sport icon on a 24×24 grid, as path data. The same glyph draws both states SPEC §3 asks
 * for: inactive is an outline in the text colour, active fills the silhouette and cuts the
 * details out of it in the colour behind the icon (`--sport-icon-cut`).
 */
export interface SportGlyph {
  /** Silhouettes: outlined when inactive, filled when active. */
  readonly body: readonly string[];
  /** Detail lines over the body: ink when inactive, cut out when active. */
  readonly marks?: readonly string[];
  /** Solid details over the body, coloured like marks. */
  readonly spots?: readonly string[];
  /** Lines beside the body (handles, posts, stands, waves): ink in both states. */
  readonly strokes?: readonly string[];
  /** Solid shapes beside the body (a ball next to a racket): ink in both states. */
  readonly solids?: readonly string[];
}

/** A circle as path data (one path element type keeps the renderer trivial). */
export function circle(cx: number, cy: number, r: number): string {
  return `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0Z`;
}
