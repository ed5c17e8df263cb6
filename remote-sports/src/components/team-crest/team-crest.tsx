import { useState } from 'react';
import styles from './team-crest.module.css';

export interface TeamCrestProps {
  /** The team's name: the fallback's initials. */
  name: string;
  /** The crest the provider serves (`lurl`); empty or broken shows the initials instead. */
  src: string | null | undefined;
  /** CSS pixels, declared on the image so the row does not shift while it loads. */
  size: number;
  className?: string;
}

/** Two letters for a name, shown when its crest is missing (the crest itself is drawn by the provider). */
export function teamInitials(name: string): string {
  const words = name
    .replace(/\(.*?\)/g, '')
    .split(/[\s/.-]+/)
    .filter(Boolean);
  const first = (w: string | undefined) => [...(w ?? '')][0] ?? '';
  const two = words.length > 1 ? first(words[0]) + first(words[1]) : [...name].slice(0, 2).join('');
  return two.toUpperCase();
}

/** A team's crest, decorative beside the written name (alt=""). */
export function TeamCrest({ name, src, size, className }: TeamCrestProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const cls = className ? `${styles.crest} ${className}` : styles.crest;
  if (!src || failed === src)
    return (
      <span
        className={`${cls} ${styles.initials}`}
        style={{ width: size, height: size, fontSize: Math.round(size * 0.4) }}
        aria-hidden="true"
        data-crest="initials"
      >
        {teamInitials(name)}
      </span>
    );
  return (
    <img
      className={cls}
      src={src}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      draggable={false}
      onError={() => setFailed(src)}
    />
  );
}
