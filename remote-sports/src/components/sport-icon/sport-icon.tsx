import { sportGlyph } from './sport-glyphs';

export interface SportIconProps {
  sportId: number;
  /** Active: filled silhouette with cut-out details; inactive: outline (SPEC §3). */
  active?: boolean;
  /** Rendered size in CSS pixels (declared, so nothing shifts while styles load). */
  size?: number;
  className?: string;
}

/** What the cut-out details show through: the colour behind the icon, set by its container. */
const CUT = 'var(--sport-icon-cut, var(--bg-card))';

/**
 * The icon of a sport, drawn in `currentColor`. Decorative: the sport's name is always written
 * beside it, so it is hidden from assistive technology.
 */
export function SportIcon({ sportId, active = false, size = 18, className }: SportIconProps) {
  const g = sportGlyph(sportId);
  const detail = active ? CUT : 'currentColor';
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.7}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-sport-icon={sportId}
      data-state={active ? 'active' : 'inactive'}
    >
      {g.body.map((d) => (
        <path key={d} d={d} fill={active ? 'currentColor' : 'none'} />
      ))}
      {g.strokes?.map((d) => (
        <path key={d} d={d} />
      ))}
      {g.solids?.map((d) => (
        <path key={d} d={d} fill="currentColor" stroke="none" />
      ))}
      {g.marks?.map((d) => (
        <path key={d} d={d} stroke={detail} strokeWidth={1.3} />
      ))}
      {g.spots?.map((d) => (
        <path key={d} d={d} fill={detail} stroke="none" />
      ))}
    </svg>
  );
}
