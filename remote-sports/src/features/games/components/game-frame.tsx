import { useEffect, useRef } from 'react';
import { useTranslation } from '@app/shared/i18n';
import { GAMES_NS } from '../i18n/namespace';
import styles from './launch-layer.module.css';

export interface GameFrameProps {
  name: string;
  url: string;
  onBack: () => void;
}

/** Phones: the game fills the screen in a frame, with a bar back to the lobby. */
export function GameFrame({ name, url, onBack }: GameFrameProps) {
  const { t } = useTranslation(GAMES_NS);
  const back = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    back.current?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, []);
  return (
    <div className={styles.frame} role="dialog" aria-modal="true" aria-label={name}>
      <div className={styles.frameBar}>
        <button ref={back} type="button" className={styles.back} onClick={onBack}>
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path d="M15 5l-7 7 7 7" />
          </svg>
          {t('launch.back')}
        </button>
        <span className={styles.frameName}>{name}</span>
      </div>
      <iframe
        className={styles.iframe}
        src={url}
        title={t('launch.frameTitle', { name })}
        allow="autoplay; fullscreen"
        referrerPolicy="no-referrer"
      />
    </div>
  );
}
