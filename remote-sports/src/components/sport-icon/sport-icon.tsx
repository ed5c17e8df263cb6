import { SPORT_ICON_STROKE, sportIconPaths } from './sport-icon-paths';

export interface SportIconProps {
  sportId: number;
  /** Active: filled silhouette with cut-out details; inactive: outline (SPEC §3). */
  active?: boolean;
  /** Rendered size in CSS pixels (declared, so nothing shifts while styles load). */
  size?: number;
  className?: string;
}

/**
 * The icon of a sport, drawn in `currentColor`. Decorative: the sport's name is always written
 * beside it, so it is hidden from assistive technology.
 */
export function SportIcon({ sportId, active = false, size = 18, className }: SportIconProps) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={SPORT_ICON_STROKE}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-sport-icon={sportId}
      data-state={active ? 'active' : 'inactive'}
    >
      {sportIconPaths(sportId, active).map((p) => (
        <path key={p.d} d={p.d} fill={p.fill} stroke={p.stroke} strokeWidth={p.strokeWidth} />
      ))}
    </svg>
  );
}
