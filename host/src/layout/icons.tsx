import type { SVGProps } from 'react';

const base: SVGProps<SVGSVGElement> = {
  width: 22,
  height: 22,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
};

export const HomeIcon = () => (
  <svg {...base}>
    <path d="M3 11.5 12 4l9 7.5" />
    <path d="M5.5 10v9.5h13V10" />
  </svg>
);
export const BallIcon = () => (
  <svg {...base}>
    <circle cx="12" cy="12" r="8.5" />
    <path d="m12 7.5 3.5 2.6-1.3 4.1H9.8L8.5 10.1z" />
  </svg>
);
export const LiveIcon = () => (
  <svg {...base}>
    <rect x="3" y="6" width="14" height="12" rx="2.5" />
    <path d="m17 10.5 4-2.5v8l-4-2.5" />
  </svg>
);
export const GiftIcon = () => (
  <svg {...base}>
    <rect x="3.5" y="9" width="17" height="11" rx="1.5" />
    <path d="M12 9v11M3.5 13h17M12 9c-2-4-6-3.5-5 0M12 9c2-4 6-3.5 5 0" />
  </svg>
);
export const UserIcon = () => (
  <svg {...base}>
    <circle cx="12" cy="8.5" r="3.8" />
    <path d="M4.5 20c1.3-3.6 4.2-5.3 7.5-5.3s6.2 1.7 7.5 5.3" />
  </svg>
);
export const SunIcon = () => (
  <svg {...base}>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2.5v2M12 19.5v2M2.5 12h2M19.5 12h2M5.3 5.3l1.4 1.4M17.3 17.3l1.4 1.4M5.3 18.7l1.4-1.4M17.3 6.7l1.4-1.4" />
  </svg>
);
export const MoonIcon = () => (
  <svg {...base}>
    <path d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5z" />
  </svg>
);
export const CrownIcon = () => (
  <svg {...base}>
    <path d="m4 8 4 4 4-6 4 6 4-4-1.5 10h-13z" />
  </svg>
);
export const GamepadIcon = () => (
  <svg {...base}>
    <rect x="2.5" y="7" width="19" height="11" rx="4" />
    <path d="M7.5 11v3M6 12.5h3M15.5 12h.01M18 14h.01" />
  </svg>
);
export const DotIcon = () => (
  <svg {...base}>
    <circle cx="12" cy="12" r="3" />
  </svg>
);
export const LogoutIcon = () => (
  <svg {...base} width={18} height={18}>
    <path d="M14 4h4.5A1.5 1.5 0 0 1 20 5.5v13a1.5 1.5 0 0 1-1.5 1.5H14" />
    <path d="M10 16.5 5.5 12 10 7.5" />
    <path d="M5.5 12H15" />
  </svg>
);
