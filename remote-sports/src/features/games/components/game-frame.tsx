import { useRef } from 'react';
import { useTranslation } from '@app/shared/i18n';
import { useModalLayer } from '@app/shared/ui';
import { GAMES_NS } from '../i18n/namespace';
import styles from './launch-layer.module.css';

export interface GameFrameProps {
  name: string;
  url: string;
  onBack: () => void;
}

/**
 * Phones: the game fills the screen in a frame, with a bar back to the lobby. A modal layer: focus
 * starts on Back and stays between it and the game, Escape goes back, the page behind is inert.
 */
export function GameFrame({ name, url, onBack }: GameFrameProps) {
  const { t } = useTranslation(GAMES_NS);
  const layer = useRef<HTMLDivElement>(null);
  useModalLayer(layer, onBack);
  return (
    <div
      ref={layer}
      className={styles.frame}
      role="dialog"
      aria-modal="true"
      aria-label={name}
      tabIndex={-1}
      data-testid="game-frame"
    >
      <div className={styles.frameBar}>
        <button type="button" className={styles.back} onClick={onBack} data-autofocus="">
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
