/* The art of the ten member avatars (SPEC §3 ids 1–10), drawn by <Avatar> in avatar.tsx. */
type Hair =
  'short' | 'long' | 'bun' | 'spiky' | 'cap' | 'bob' | 'pony' | 'mohawk' | 'bald' | 'wave';
type Extra = 'none' | 'glasses' | 'headset' | 'star' | 'visor' | 'earrings' | 'whistle' | 'crown';

export interface Look {
  bg: [string, string];
  skin: string;
  hair: string;
  style: Hair;
  extra: Extra;
  shirt: string;
}

/* Ten characters of a sports-and-live site: fans, players, a referee, a streamer (SPEC §3 ids 1–10). */
export const LOOKS: Record<number, Look> = {
  1: {
    bg: ['#1f6feb', '#0b2e6b'],
    skin: '#f2c7a5',
    hair: '#2b1a10',
    style: 'short',
    extra: 'none',
    shirt: '#f6b10a',
  },
  2: {
    bg: ['#e5484d', '#6b0f1a'],
    skin: '#e9b48f',
    hair: '#111',
    style: 'long',
    extra: 'earrings',
    shirt: '#ffffff',
  },
  3: {
    bg: ['#2eb67d', '#0c4a2f'],
    skin: '#c98e66',
    hair: '#1b1b1b',
    style: 'spiky',
    extra: 'whistle',
    shirt: '#101010',
  },
  4: {
    bg: ['#f6b10a', '#8a4b00'],
    skin: '#f5d0b5',
    hair: '#6b3b1c',
    style: 'bun',
    extra: 'headset',
    shirt: '#7c3aed',
  },
  5: {
    bg: ['#7c3aed', '#2e1065'],
    skin: '#8d5a3b',
    hair: '#0d0d0d',
    style: 'mohawk',
    extra: 'visor',
    shirt: '#22d3ee',
  },
  6: {
    bg: ['#06b6d4', '#083344'],
    skin: '#f0c09a',
    hair: '#c98a2c',
    style: 'bob',
    extra: 'glasses',
    shirt: '#e11d48',
  },
  7: {
    bg: ['#f97316', '#7c2d12'],
    skin: '#d9a07a',
    hair: '#222',
    style: 'cap',
    extra: 'none',
    shirt: '#1d4ed8',
  },
  8: {
    bg: ['#ec4899', '#701a45'],
    skin: '#f7d3bf',
    hair: '#3a2416',
    style: 'pony',
    extra: 'star',
    shirt: '#fde047',
  },
  9: {
    bg: ['#64748b', '#0f172a'],
    skin: '#b97a56',
    hair: '#0a0a0a',
    style: 'bald',
    extra: 'glasses',
    shirt: '#16a34a',
  },
  10: {
    bg: ['#eab308', '#3f2a00'],
    skin: '#f1c6a4',
    hair: '#8b5a2b',
    style: 'wave',
    extra: 'crown',
    shirt: '#111827',
  },
};

export function HairShape({ style, color }: { style: Hair; color: string }) {
  switch (style) {
    case 'short':
      return <path d="M20 30c0-11 8-17 12-17s12 6 12 17c-3-5-7-7-12-7s-9 2-12 7z" fill={color} />;
    case 'long':
      return (
        <path
          d="M18 46V30c0-11 7-18 14-18s14 7 14 18v16l-5-3V30c-2-4-5-6-9-6s-7 2-9 6v13z"
          fill={color}
        />
      );
    case 'bun':
      return (
        <g fill={color}>
          <circle cx="32" cy="10" r="6" />
          <path d="M20 31c0-11 6-17 12-17s12 6 12 17c-2-6-7-9-12-9s-10 3-12 9z" />
        </g>
      );
    case 'spiky':
      return (
        <path
          d="M19 31l-1-10 5 3 2-8 4 5 3-7 3 7 4-5 2 8 5-3-1 10c-3-4-8-6-13-6s-10 2-13 6z"
          fill={color}
        />
      );
    case 'cap':
      return (
        <g>
          <path d="M19 28c0-9 6-15 13-15s13 6 13 15z" fill="#f8fafc" />
          <path
            d="M32 13c7 0 13 6 13 15H19c0-9 6-15 13-15z"
            fill="none"
            stroke={color}
            strokeWidth="2"
          />
          <rect x="30" y="26" width="20" height="4" rx="2" fill={color} />
        </g>
      );
    case 'bob':
      return (
        <path
          d="M18 40c-1-17 6-27 14-27s15 10 14 27h-5l-1-11c-3-3-5-5-8-5s-5 2-8 5l-1 11z"
          fill={color}
        />
      );
    case 'pony':
      return (
        <g fill={color}>
          <path d="M44 22c8 2 9 14 4 22-1-8-3-13-6-16z" />
          <path d="M20 31c0-11 6-17 12-17s12 6 12 17c-4-5-8-8-14-8-4 0-8 3-10 8z" />
        </g>
      );
    case 'mohawk':
      return <path d="M28 26l1-16 3 4 3-4 1 16c-2-1-3-1-4-1s-2 0-4 1z" fill={color} />;
    case 'wave':
      return (
        <path
          d="M19 32c-2-12 5-20 13-20 9 0 15 8 13 20-2-3-4-5-6-5-2 3-6 3-8 0-2 3-6 3-8 0-2 0-3 2-4 5z"
          fill={color}
        />
      );
    default:
      return null;
  }
}

export function ExtraShape({ extra }: { extra: Extra }) {
  switch (extra) {
    case 'glasses':
      return (
        <g fill="none" stroke="#0f172a" strokeWidth="1.6">
          <circle cx="27" cy="33" r="4" />
          <circle cx="37" cy="33" r="4" />
          <path d="M31 33h2" />
        </g>
      );
    case 'headset':
      return (
        <g fill="none" stroke="#111827" strokeWidth="2.4">
          <path d="M19 34c0-9 6-15 13-15s13 6 13 15" />
          <rect x="16" y="31" width="5" height="8" rx="2" fill="#111827" />
          <rect x="43" y="31" width="5" height="8" rx="2" fill="#111827" />
          <path d="M18 39c0 5 4 7 9 7" strokeWidth="1.6" />
        </g>
      );
    case 'star':
      return (
        <path
          d="M44 15l1.6 3.4 3.7.5-2.7 2.6.7 3.7-3.3-1.8-3.3 1.8.7-3.7-2.7-2.6 3.7-.5z"
          fill="#fde047"
        />
      );
    case 'visor':
      return <rect x="22" y="30" width="20" height="6" rx="3" fill="#22d3ee" opacity="0.85" />;
    case 'earrings':
      return (
        <g fill="#fde047">
          <circle cx="21" cy="40" r="1.8" />
          <circle cx="43" cy="40" r="1.8" />
        </g>
      );
    case 'whistle':
      return (
        <path d="M36 45h6a2 2 0 010 4h-6z" fill="#cbd5e1" stroke="#334155" strokeWidth="0.8" />
      );
    case 'crown':
      return <path d="M23 17l3-7 6 5 6-5 3 7z" fill="#fde047" stroke="#a16207" strokeWidth="0.8" />;
    default:
      return null;
  }
}
