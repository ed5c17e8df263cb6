export type ServiceKind = 'manager' | 'host' | 'yacht';

/** Hero illustrations of the three VIP services. */
export function ServiceArt({ kind }: { kind: ServiceKind }) {
  return (
    <svg viewBox="0 0 240 150" width="240" height="150" aria-hidden="true">
      <defs>
        <linearGradient id={`sky-${kind}`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={kind === 'yacht' ? '#0ea5e9' : '#1e1b4b'} />
          <stop offset="1" stopColor={kind === 'yacht' ? '#082f49' : '#0f172a'} />
        </linearGradient>
      </defs>
      <rect width="240" height="150" rx="18" fill={`url(#sky-${kind})`} />
      {kind === 'manager' && (
        <g>
          <circle cx="120" cy="62" r="26" fill="#f1c6a4" />
          <circle cx="111" cy="64" r="2.6" fill="#1f2937" />
          <circle cx="129" cy="64" r="2.6" fill="#1f2937" />
          <path
            d="M112 74c5 4 11 4 16 0"
            fill="none"
            stroke="#9a3412"
            strokeWidth="2.2"
            strokeLinecap="round"
          />
          <path
            d="M94 58c0-18 12-28 26-28s26 10 26 28c-6-9-15-13-26-13s-20 4-26 13z"
            fill="#2b1a10"
          />
          <path
            d="M90 64c0-20 13-34 30-34s30 14 30 34"
            fill="none"
            stroke="#f6b10a"
            strokeWidth="5"
          />
          <rect x="84" y="58" width="10" height="18" rx="4" fill="#f6b10a" />
          <rect x="146" y="58" width="10" height="18" rx="4" fill="#f6b10a" />
          <path d="M88 76c0 12 10 16 22 16" fill="none" stroke="#f6b10a" strokeWidth="3" />
          <path d="M72 150c4-30 24-46 48-46s44 16 48 46z" fill="#111827" />
          <path d="M112 104l8 16 8-16" fill="#f8fafc" />
          <path d="M118 112h4l2 30h-8z" fill="#b91c1c" />
          <g fill="#fde047">
            <circle cx="40" cy="30" r="2" />
            <circle cx="200" cy="40" r="2.5" />
            <circle cx="210" cy="110" r="1.8" />
          </g>
        </g>
      )}
      {kind === 'host' && (
        <g>
          <path d="M0 118h240v32H0z" fill="#312e81" opacity="0.6" />
          <g transform="translate(84 30)">
            <path d="M0 0h28l-6 34h-16z" fill="#fde68a" opacity="0.9" />
            <rect x="12" y="34" width="4" height="40" fill="#e5e7eb" />
            <rect x="2" y="74" width="24" height="4" rx="2" fill="#e5e7eb" />
          </g>
          <g transform="translate(128 30) rotate(8 14 40)">
            <path d="M0 0h28l-6 34h-16z" fill="#fde68a" opacity="0.9" />
            <rect x="12" y="34" width="4" height="40" fill="#e5e7eb" />
            <rect x="2" y="74" width="24" height="4" rx="2" fill="#e5e7eb" />
          </g>
          <g fill="#fef3c7">
            <circle cx="112" cy="22" r="3" />
            <circle cx="122" cy="14" r="2" />
            <circle cx="132" cy="24" r="2.5" />
          </g>
          <g fill="#f472b6" opacity="0.8">
            <circle cx="40" cy="40" r="5" />
            <circle cx="200" cy="52" r="4" />
            <circle cx="56" cy="100" r="3" />
          </g>
        </g>
      )}
      {kind === 'yacht' && (
        <g>
          <circle cx="190" cy="36" r="16" fill="#fde047" />
          <path d="M0 112c20-6 40 6 60 0s40-6 60 0 40 6 60 0 40-6 60 0v38H0z" fill="#0369a1" />
          <path d="M60 100h124l-16 18H78z" fill="#f8fafc" />
          <path d="M84 100V88h60l12 12z" fill="#e2e8f0" />
          <rect x="96" y="91" width="36" height="5" rx="2" fill="#0f172a" />
          <path d="M118 88V40l30 48z" fill="#f8fafc" opacity="0.95" />
          <path d="M116 88V48l-24 40z" fill="#fde68a" opacity="0.9" />
          <path
            d="M0 126c20-6 40 6 60 0s40-6 60 0 40 6 60 0 40-6 60 0"
            fill="none"
            stroke="#7dd3fc"
            strokeWidth="2"
          />
        </g>
      )}
    </svg>
  );
}
