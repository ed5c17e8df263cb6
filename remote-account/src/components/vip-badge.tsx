import { useId } from 'react';

interface Tier {
  metal: [string, string, string];
  ink: string;
  gems: number;
  crown: boolean;
}

/* Levels 0–11 (SPEC §3) in six metals; higher levels add gems and, at the top, a crown. */
function tierOf(level: number): Tier {
  if (level <= 0)
    return { metal: ['#cbd5e1', '#64748b', '#334155'], ink: '#0f172a', gems: 0, crown: false };
  if (level <= 2)
    return { metal: ['#f5c08a', '#b86b2b', '#5c2d0c'], ink: '#2a1204', gems: level, crown: false };
  if (level <= 4)
    return {
      metal: ['#f1f5f9', '#94a3b8', '#475569'],
      ink: '#0f172a',
      gems: level - 2,
      crown: false,
    };
  if (level <= 7)
    return {
      metal: ['#ffe27a', '#e0a50b', '#7a4d00'],
      ink: '#2b1a00',
      gems: level - 4,
      crown: false,
    };
  if (level <= 9)
    return {
      metal: ['#c7f9ff', '#38bdf8', '#0c4a6e'],
      ink: '#062033',
      gems: level - 7,
      crown: true,
    };
  return { metal: ['#f0abfc', '#a21caf', '#3b0764'], ink: '#fff', gems: 3, crown: true };
}

export interface VipBadgeProps {
  level: number;
  size?: number;
  /** Accessible name; empty when text next to the badge already says the level. */
  label: string;
}

/** The VIP badge of a level 0–11: a shield in the level's metal with its number. */
export function VipBadge({ level, size = 48, label }: VipBadgeProps) {
  const safe = Math.max(0, Math.min(11, Math.trunc(level) || 0));
  const tier = tierOf(safe);
  const id = `vip-${useId().replace(/:/g, '')}`;
  const gemX = tier.gems === 1 ? [32] : tier.gems === 2 ? [26, 38] : [22, 32, 42];
  return (
    <svg
      width={size}
      height={size * 1.125}
      viewBox="0 0 64 72"
      role={label ? 'img' : undefined}
      aria-label={label || undefined}
      aria-hidden={label ? undefined : true}
      data-vip-level={safe}
    >
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={tier.metal[0]} />
          <stop offset="0.55" stopColor={tier.metal[1]} />
          <stop offset="1" stopColor={tier.metal[2]} />
        </linearGradient>
      </defs>
      {tier.crown && (
        <path d="M18 16l5-12 9 8 9-8 5 12z" fill="#fde047" stroke="#a16207" strokeWidth="1.2" />
      )}
      <path
        d="M32 10l24 8v18c0 16-11 27-24 32C19 63 8 52 8 36V18z"
        fill={`url(#${id})`}
        stroke={tier.metal[2]}
        strokeWidth="2"
      />
      <path
        d="M32 15l19 6v15c0 13-9 22-19 26-10-4-19-13-19-26V21z"
        fill="none"
        stroke="rgba(255,255,255,0.45)"
        strokeWidth="1.2"
      />
      <text
        x="32"
        y="36"
        textAnchor="middle"
        fontSize="9"
        fontWeight="800"
        fill={tier.ink}
        fontFamily="system-ui, sans-serif"
        letterSpacing="1"
      >
        VIP
      </text>
      <text
        x="32"
        y="53"
        textAnchor="middle"
        fontSize={safe >= 10 ? 15 : 17}
        fontWeight="900"
        fill={tier.ink}
        fontFamily="system-ui, sans-serif"
      >
        {safe}
      </text>
      {tier.gems > 0 &&
        gemX
          .slice(0, tier.gems)
          .map((x) => <path key={x} d={`M${x} 20l3 3-3 3-3-3z`} fill="#fff" opacity="0.9" />)}
    </svg>
  );
}
