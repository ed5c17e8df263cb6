import { useState } from 'react';
import { initialsFontSize, teamInitials } from './team-initials';
import styles from './team-crest.module.css';

export { teamInitials };

export interface TeamCrestProps {
  /** The team's name: the fallback's initials. */
  name: string;
  /** The crest the provider serves (`lurl`); empty or broken shows the initials instead. */
  src: string | null | undefined;
  /** CSS pixels, declared on the image so the row does not shift while it loads. */
  size: number;
  className?: string;
}

/** A team's crest, decorative beside the written name (alt=""). */
export function TeamCrest({ name, src, size, className }: TeamCrestProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const cls = className ? `${styles.crest} ${className}` : styles.crest;
  if (!src || failed === src)
    return (
      <span
        className={`${cls} ${styles.initials}`}
        style={{ width: size, height: size, fontSize: initialsFontSize(size) }}
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
