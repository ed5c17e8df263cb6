import { useId } from 'react';

export interface SponsorCrestProps {
  /** Short mark drawn on the crest (the partner's initials). */
  initials: string;
  /** Index into the palette, so neighbouring cards differ. */
  tone: number;
}

const PALETTE = [
  ['#f6b10a', '#ff7a18'],
  ['#7cb4ff', '#3d5afe'],
  ['#b57cff', '#6a1b9a'],
  ['#2fd07e', '#00897b'],
] as const;

/** A decorative shield drawn in SVG: sponsor cards need no image requests. */
export function SponsorCrest({ initials, tone }: SponsorCrestProps) {
  const gradient = useId();
  const [from, to] = PALETTE[tone % PALETTE.length] ?? PALETTE[0];
  return (
    <svg width="64" height="72" viewBox="0 0 64 72" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={from} />
          <stop offset="1" stopColor={to} />
        </linearGradient>
      </defs>
      <path
        d="M32 2 L60 12 V34 C60 52 47 64 32 70 C17 64 4 52 4 34 V12 Z"
        fill={`url(#${gradient})`}
      />
      <path
        d="M32 9 L53 17 V34 C53 48 43 58 32 63 C21 58 11 48 11 34 V17 Z"
        fill="none"
        stroke="rgba(255,255,255,0.55)"
        strokeWidth="2"
      />
      <text
        x="32"
        y="42"
        textAnchor="middle"
        fontSize={initials.length > 2 ? 13 : 17}
        fontWeight="800"
        fill="#ffffff"
        fontFamily="system-ui, sans-serif"
      >
        {initials}
      </text>
    </svg>
  );
}

/** Up to three initials of a name ("Saigon Phoenix FC" -> "SPF"). */
export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('')
    .slice(0, 3);
}
