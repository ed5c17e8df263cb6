import { useId } from 'react';
import { vipTier, type VipTier } from './vip-tier';

export interface VipBadgeProps {
  level: number;
  size?: number;
  /** Accessible name; empty when text next to the badge already says the level. */
  label: string;
}

/** Below this size (CSS px) the badge drops its ornaments and keeps the metal and a big number. */
const COMPACT = 30;
const SHIELD = 'M32 6l23 7.5V33c0 17-10 28-23 34C19 61 9 50 9 33V13.5z';
const SHIELD_INNER = 'M32 11l18 6V33c0 13.5-8 22.5-18 27.5C22 55.5 14 46.5 14 33V17z';
const GEM = 'M32 5l23 11v24L32 67 9 40V16z';
const GEM_FACETS = 'M9 16l11 8h24l11-8M20 24l12 43M44 24L32 67M9 40l11-16M55 40L44 24';
const STAR =
  'M0-3.6l1.06 2.16 2.38.35-1.72 1.68.4 2.37L0 1.84-2.12 2.96l.4-2.37-1.72-1.68 2.38-.35z';
const CROWN = 'M15 18L12 3l10 8 10-10 10 10 10-8-3 15z';
const WING = 'M13 20C5 19 0 25 1 32c3-2 6-3 9-3-4 3-6 7-6 11 3-2 6-3 9-3-3 3-5 7-4 11 3-2 5-3 8-3z';
const LEAVES: [number, number, number][] = [
  [13, 57, -50],
  [8.5, 49, -25],
  [6.5, 40, -5],
  [7, 31, 12],
  [9.5, 23, 28],
];

function Laurel({ side }: { side: 1 | -1 }) {
  return (
    <g transform={side < 0 ? 'translate(64 0) scale(-1 1)' : undefined}>
      <path d="M17 62C8 55 4 44 6 32c1-5 3-9 6-12" fill="none" stroke="#3f8f52" strokeWidth="1.6" />
      {LEAVES.map(([x, y, r]) => (
        <ellipse
          key={y}
          cx={x}
          cy={y}
          rx="2.4"
          ry="4.6"
          transform={`rotate(${r} ${x} ${y})`}
          fill="#5fbf72"
          stroke="#2f6f3f"
          strokeWidth="0.6"
        />
      ))}
    </g>
  );
}

function Frame({ tier, metal }: { tier: VipTier; metal: string }) {
  if (tier.frame === 'laurel')
    return (
      <>
        <Laurel side={1} />
        <Laurel side={-1} />
      </>
    );
  if (tier.frame === 'wings')
    return (
      <g fill={metal} stroke={tier.metal[2]} strokeWidth="1" strokeLinejoin="round">
        <path d={WING} />
        <path d={WING} transform="translate(64 0) scale(-1 1)" />
      </g>
    );
  return null;
}

/** Sub-steps: stars on shields, cut stones on gems, rubies on the crown. */
function Pips({ tier }: { tier: VipTier }) {
  if (tier.frame === 'crown')
    return (
      <g fill="#ff3b6b" stroke="#7a0a2a" strokeWidth="0.6">
        {[12, 32, 52].map((x, i) => (
          <circle key={x} cx={x} cy={i === 1 ? 2.6 : 4.4} r="2.4" />
        ))}
      </g>
    );
  const xs = tier.step === 1 ? [32] : tier.step === 2 ? [27, 37] : [];
  if (tier.frame === 'gem')
    return (
      <g fill="#fff" stroke={tier.metal[2]} strokeWidth="0.7">
        {xs.map((x) => (
          <path key={x} d={`M${x} 13l3.2 3.4-3.2 3.4-3.2-3.4z`} />
        ))}
      </g>
    );
  return (
    <g fill="#fff" stroke={tier.metal[2]} strokeWidth="0.5">
      {xs.map((x) => (
        <path key={x} d={STAR} transform={`translate(${x} 17.5)`} />
      ))}
    </g>
  );
}

/**
 * The VIP badge of a level 0–11: iron, bronze, silver with laurel, gold with wings, platinum and
 * diamond cut stones, and a crown at the top; stars or stones count the step within a material.
 */
export function VipBadge({ level, size = 48, label }: VipBadgeProps) {
  const tier = vipTier(level);
  const id = `vip-${useId().replace(/:/g, '')}`;
  const compact = size < COMPACT;
  const body = tier.frame === 'gem' ? GEM : SHIELD;
  const two = tier.level >= 10;
  const metal = `url(#${id})`;
  return (
    <svg
      width={size}
      height={Math.round(size * 1.125)}
      viewBox="0 0 64 72"
      role={label ? 'img' : undefined}
      aria-label={label || undefined}
      aria-hidden={label ? undefined : true}
      data-vip-level={tier.level}
      data-vip-material={tier.material}
    >
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="0.35" y2="1">
          <stop offset="0" stopColor={tier.metal[0]} />
          <stop offset="0.5" stopColor={tier.metal[1]} />
          <stop offset="1" stopColor={tier.metal[2]} />
        </linearGradient>
      </defs>
      {!compact && <Frame tier={tier} metal={metal} />}
      <path d={body} fill={metal} stroke={tier.metal[2]} strokeWidth={compact ? 3 : 2} />
      {tier.frame === 'gem' ? (
        <path d={GEM_FACETS} fill="none" stroke="#fff" strokeOpacity="0.4" strokeWidth="1" />
      ) : (
        <path d={SHIELD_INNER} fill="none" stroke="#fff" strokeOpacity="0.45" strokeWidth="1.2" />
      )}
      <path d="M12 15l20-6.5V40L12 52z" fill="#fff" opacity="0.14" />
      {tier.frame === 'crown' && (
        <path d={CROWN} fill="#ffd84a" stroke="#8a5a00" strokeWidth="1.2" strokeLinejoin="round" />
      )}
      {!compact && <Pips tier={tier} />}
      {!compact && (
        <text
          x="32"
          y="32"
          textAnchor="middle"
          fontSize="8.5"
          fontWeight="800"
          letterSpacing="1.2"
          fill="#fff"
          stroke={tier.metal[2]}
          strokeWidth="2"
          paintOrder="stroke"
          fontFamily="system-ui, sans-serif"
        >
          VIP
        </text>
      )}
      <text
        x="32"
        y={compact ? 50 : 53}
        textAnchor="middle"
        fontSize={compact ? (two ? 27 : 33) : two ? 20 : 23}
        fontWeight="900"
        fill="#fff"
        stroke={tier.metal[2]}
        strokeWidth={compact ? 5 : 3.5}
        strokeLinejoin="round"
        paintOrder="stroke"
        fontFamily="system-ui, sans-serif"
      >
        {tier.level}
      </text>
    </svg>
  );
}
