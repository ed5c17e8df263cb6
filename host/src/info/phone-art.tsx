import { useId } from 'react';
import type { DevicePlatform } from './device-platform';

export interface PhoneArtProps {
  platform: Exclude<DevicePlatform, 'desktop'>;
}

const COLORS = {
  ios: ['#7cb4ff', '#3d5afe'],
  android: ['#2fd07e', '#0f9d58'],
} as const;

/** A decorative phone drawn in SVG (no image request); the platform sets its colours. */
export function PhoneArt({ platform }: PhoneArtProps) {
  const gradient = useId();
  const [from, to] = COLORS[platform];
  return (
    <svg width="56" height="96" viewBox="0 0 56 96" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={from} />
          <stop offset="1" stopColor={to} />
        </linearGradient>
      </defs>
      <rect x="2" y="2" width="52" height="92" rx="10" fill={`url(#${gradient})`} />
      <rect x="7" y="12" width="42" height="70" rx="4" fill="rgba(255,255,255,0.88)" />
      {platform === 'ios' ? (
        <rect x="21" y="5" width="14" height="3" rx="1.5" fill="rgba(0,0,0,0.35)" />
      ) : (
        <circle cx="28" cy="7" r="2" fill="rgba(0,0,0,0.35)" />
      )}
      <rect x="13" y="20" width="30" height="6" rx="3" fill={to} opacity="0.5" />
      <rect x="13" y="32" width="22" height="6" rx="3" fill={to} opacity="0.3" />
      <rect x="13" y="60" width="30" height="14" rx="7" fill={from} />
    </svg>
  );
}
