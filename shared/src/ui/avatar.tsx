import { useId } from 'react';
import { ExtraShape, HairShape, LOOKS } from './avatar-parts';
import { isAvatarId } from './avatar-id';

export interface AvatarProps {
  /** One of the ten avatar ids (SPEC §3); anything else draws the neutral fallback. */
  id: number;
  /** Width and height in CSS pixels. */
  size?: number;
  /** Accessible name; without one the avatar is decoration (aria-hidden). */
  label?: string;
}

/** The neutral figure shown for an unknown avatar id or before the user's profile is known. */
function FallbackFigure() {
  return (
    <g>
      <circle cx="32" cy="32" r="32" fill="#94a3b8" />
      <circle cx="32" cy="26" r="10" fill="#e2e8f0" />
      <path d="M13 56c3-10 10-15 19-15s16 5 19 15a32 32 0 01-38 0z" fill="#e2e8f0" />
    </g>
  );
}

function Character({ id }: { id: number }) {
  const look = LOOKS[id]!;
  const gradient = `avatar-bg-${useId().replace(/:/g, '')}`;
  return (
    <>
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={look.bg[0]} />
          <stop offset="1" stopColor={look.bg[1]} />
        </linearGradient>
      </defs>
      <circle cx="32" cy="32" r="32" fill={`url(#${gradient})`} />
      <circle
        cx="32"
        cy="32"
        r="29"
        fill="none"
        stroke="rgba(255,255,255,0.18)"
        strokeWidth="1.5"
      />
      <path d="M12 60c2-10 10-15 20-15s18 5 20 15a32 32 0 01-40 0z" fill={look.shirt} />
      <path d="M27 45l5 6 5-6" fill="none" stroke="rgba(0,0,0,0.25)" strokeWidth="1.5" />
      <rect x="28.5" y="40" width="7" height="7" rx="3" fill={look.skin} />
      <ellipse cx="32" cy="32" rx="11" ry="12.5" fill={look.skin} />
      <circle cx="27.5" cy="33" r="1.5" fill="#1f2937" />
      <circle cx="36.5" cy="33" r="1.5" fill="#1f2937" />
      <path
        d="M28.5 39c2 2 5 2 7 0"
        fill="none"
        stroke="#9a3412"
        strokeWidth="1.4"
        strokeLinecap="round"
      />
      <circle cx="25" cy="37" r="1.8" fill="#f87171" opacity="0.35" />
      <circle cx="39" cy="37" r="1.8" fill="#f87171" opacity="0.35" />
      <HairShape style={look.style} color={look.hair} />
      <ExtraShape extra={look.extra} />
    </>
  );
}

/**
 * One of the ten member avatars (SPEC §3), drawn as an SVG character, used by the member centre
 * and the site header. `data-avatar-id` names the id drawn, or "none" for the neutral fallback.
 */
export function Avatar({ id, size = 64, label }: AvatarProps) {
  const known = isAvatarId(id);
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 64 64"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
      data-avatar-id={known ? id : 'none'}
    >
      {known ? <Character id={id} /> : <FallbackFigure />}
    </svg>
  );
}
