import type { JSX } from 'react';
import type { Language } from '@app/shared/rules';

/** SPEC §3 language options: title, value and icon (small flags drawn in SVG, no image requests). */
function VietnamFlag() {
  return (
    <svg viewBox="0 0 30 20" width="20" height="14" aria-hidden="true">
      <rect width="30" height="20" fill="#da251d" />
      <path
        fill="#ff0"
        d="M15 4l1.47 4.53h4.76l-3.85 2.8 1.47 4.52L15 13.05l-3.85 2.8 1.47-4.52-3.85-2.8h4.76z"
      />
    </svg>
  );
}

function ChinaFlag() {
  return (
    <svg viewBox="0 0 30 20" width="20" height="14" aria-hidden="true">
      <rect width="30" height="20" fill="#de2910" />
      <path fill="#ffde00" d="M5 3l.9 2.8h2.9L6.5 7.5l.9 2.8L5 8.6l-2.4 1.7.9-2.8-2.3-1.7h2.9z" />
      <circle cx="10" cy="2.5" r="0.8" fill="#ffde00" />
      <circle cx="12" cy="4.5" r="0.8" fill="#ffde00" />
      <circle cx="12" cy="7.5" r="0.8" fill="#ffde00" />
      <circle cx="10" cy="9.5" r="0.8" fill="#ffde00" />
    </svg>
  );
}

/** English is not one country: a globe. */
function GlobeIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
      <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <path
        d="M3 12h18M12 3c2.8 3 2.8 15 0 18M12 3c-2.8 3-2.8 15 0 18"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
      />
    </svg>
  );
}

export const LANGUAGE_OPTIONS: ReadonlyArray<{
  value: Language;
  title: string;
  Icon: () => JSX.Element;
}> = [
  { value: 'zh-cn', title: '简体中文', Icon: ChinaFlag },
  { value: 'en', title: 'English', Icon: GlobeIcon },
  { value: 'vi', title: 'Việt nam', Icon: VietnamFlag },
];
