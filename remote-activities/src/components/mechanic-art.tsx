import type { ReactElement } from 'react';
import type { Mechanic } from '../lib/catalog';

/* Hero illustrations, one per mechanic, drawn in the page theme's accent (CSS var --hero-accent). */
const A = 'var(--hero-accent)';
const W = 'rgba(255,255,255,0.92)';
const S = 'rgba(255,255,255,0.18)';

const progress = (
  <>
    <rect x="18" y="104" width="26" height="40" rx="5" fill={S} />
    <rect x="54" y="80" width="26" height="64" rx="5" fill={S} />
    <rect x="90" y="54" width="26" height="90" rx="5" fill={A} />
    <rect x="126" y="28" width="26" height="116" rx="5" fill={S} stroke={A} strokeDasharray="5 5" />
    <path
      d="M22 96 L66 70 L102 46 L140 20"
      fill="none"
      stroke={W}
      strokeWidth="4"
      strokeLinecap="round"
    />
    <circle cx="140" cy="20" r="9" fill={A} stroke={W} strokeWidth="3" />
  </>
);
const signIn = (
  <>
    <rect x="20" y="30" width="124" height="114" rx="14" fill={S} stroke={W} strokeWidth="3" />
    <rect x="20" y="30" width="124" height="30" rx="14" fill={A} />
    <rect x="48" y="18" width="8" height="24" rx="4" fill={W} />
    <rect x="108" y="18" width="8" height="24" rx="4" fill={W} />
    {[0, 1, 2, 3].map((i) => (
      <circle key={i} cx={44 + i * 26} cy="84" r="8" fill={i < 3 ? A : S} />
    ))}
    {[0, 1, 2].map((i) => (
      <circle key={i} cx={44 + i * 26} cy="114" r="8" fill={S} />
    ))}
    <path d="M112 110 l8 8 l16 -18" fill="none" stroke={W} strokeWidth="5" strokeLinecap="round" />
  </>
);
const ranking = (
  <>
    <rect x="58" y="70" width="48" height="74" rx="6" fill={A} />
    <rect x="12" y="96" width="46" height="48" rx="6" fill={S} />
    <rect x="106" y="110" width="46" height="34" rx="6" fill={S} />
    <path d="M62 34 l10 10 l10 -18 l10 18 l10 -10 l-4 26 h-32 z" fill={W} />
    <text x="82" y="118" textAnchor="middle" fontSize="30" fontWeight="900" fill="#1a1200">
      1
    </text>
    <text x="35" y="128" textAnchor="middle" fontSize="22" fontWeight="800" fill={W}>
      2
    </text>
    <text x="129" y="134" textAnchor="middle" fontSize="20" fontWeight="800" fill={W}>
      3
    </text>
  </>
);
const prediction = (
  <>
    <circle cx="82" cy="82" r="58" fill={W} />
    <path d="M82 52 l26 19 l-10 30 h-32 l-10 -30 z" fill="#1b1b1b" />
    <path
      d="M82 24 v28 M108 71 l26 -10 M98 101 l16 24 M66 101 l-16 24 M56 71 l-26 -10"
      stroke="#1b1b1b"
      strokeWidth="4"
    />
    <circle cx="82" cy="82" r="58" fill="none" stroke={A} strokeWidth="6" />
    <circle cx="136" cy="30" r="16" fill={A} />
    <text x="136" y="37" textAnchor="middle" fontSize="20" fontWeight="900" fill="#1a1200">
      ?
    </text>
  </>
);
const rebate = (
  <>
    <ellipse cx="70" cy="128" rx="44" ry="12" fill={S} />
    {[0, 1, 2, 3].map((i) => (
      <g key={i}>
        <ellipse cx="70" cy={120 - i * 16} rx="44" ry="12" fill={A} stroke={W} strokeWidth="2" />
      </g>
    ))}
    <path
      d="M118 64 a34 34 0 1 1 -6 -30"
      fill="none"
      stroke={W}
      strokeWidth="6"
      strokeLinecap="round"
    />
    <path d="M104 24 l10 12 l-15 5" fill="none" stroke={W} strokeWidth="6" strokeLinecap="round" />
    <text x="128" y="66" textAnchor="middle" fontSize="20" fontWeight="900" fill={W}>
      %
    </text>
  </>
);
const giftBox = (
  <>
    <rect x="26" y="66" width="112" height="78" rx="8" fill={A} />
    <rect x="18" y="48" width="128" height="26" rx="6" fill={W} />
    <rect x="74" y="48" width="16" height="96" fill={W} opacity="0.9" />
    <path
      d="M82 48 c-10 -26 -40 -30 -40 -12 c0 12 24 12 40 12 c16 0 40 0 40 -12 c0 -18 -30 -14 -40 12z"
      fill="none"
      stroke={W}
      strokeWidth="6"
    />
    <circle cx="140" cy="28" r="4" fill={W} />
    <circle cx="22" cy="30" r="3" fill={W} />
    <path d="M150 96 l6 -6 M150 84 l8 0" stroke={W} strokeWidth="3" strokeLinecap="round" />
  </>
);
const wheel = (
  <>
    <circle cx="82" cy="86" r="60" fill={S} stroke={W} strokeWidth="4" />
    {[0, 1, 2, 3, 4, 5, 6, 7].map((i) => (
      <path
        key={i}
        d="M82 86 L82 26 A60 60 0 0 1 124.4 43.6 Z"
        fill={i % 2 ? A : 'transparent'}
        transform={`rotate(${i * 45} 82 86)`}
      />
    ))}
    <circle cx="82" cy="86" r="14" fill={W} />
    <path d="M72 14 h20 l-10 18 z" fill={W} />
  </>
);
const invite = (
  <>
    <circle cx="56" cy="58" r="20" fill={W} />
    <path d="M20 132 c4 -34 68 -34 72 0 z" fill={W} />
    <circle cx="112" cy="66" r="17" fill={A} />
    <path d="M82 136 c4 -30 56 -30 60 0 z" fill={A} />
    <circle cx="134" cy="30" r="14" fill={A} stroke={W} strokeWidth="3" />
    <path d="M134 23 v14 M127 30 h14" stroke={W} strokeWidth="3" strokeLinecap="round" />
  </>
);

const ART: Record<Mechanic, ReactElement> = {
  progress,
  signIn,
  ranking,
  prediction,
  rebate,
  giftBox,
  wheel,
  invite,
};

export function MechanicArt({ mechanic, className }: { mechanic: Mechanic; className?: string }) {
  return (
    <svg className={className} viewBox="0 0 164 160" aria-hidden="true" focusable="false">
      {ART[mechanic]}
    </svg>
  );
}
