import { useRef, type ReactNode } from 'react';
import { useTranslation } from '@app/shared/i18n';
import { NS } from '../../../i18n/namespace';
import { useVideoPlayer } from '../hooks/use-video-player';
import { sourceOfLine, type VideoSource } from '../lib/video-source';
import styles from './video-player.module.css';

const STATUS_TEXT = {
  loading: 'player.status.loading',
  playing: 'player.status.playing',
  paused: 'player.status.paused',
  buffering: 'player.status.buffering',
  reconnecting: 'player.status.reconnecting',
  error: 'LoadError',
} as const;

export interface VideoPlayerProps {
  sources: readonly VideoSource[];
  line: number;
  onLine: (line: number) => void;
  poster?: string;
  /** Drawn over the picture (gift animations). */
  overlay?: ReactNode;
}

/** The room's player with the SPEC §8 controls (Pause/Play, LoadError + Refresh), lines and PiP. */
export function VideoPlayer({ sources, line, onLine, poster, overlay }: VideoPlayerProps) {
  const { t } = useTranslation(NS);
  const videoRef = useRef<HTMLVideoElement>(null);
  const source = sourceOfLine(sources, line);
  const { status, mutedByPolicy, refresh, toggle, unmute } = useVideoPlayer(videoRef, source);
  const pip = typeof document !== 'undefined' && document.pictureInPictureEnabled;

  return (
    <div className={styles.player} data-testid="player" data-status={status}>
      <video
        ref={videoRef}
        className={styles.video}
        poster={poster}
        playsInline
        loop
        data-testid="live-video"
      />
      {overlay}
      <p className={styles.srOnly} role="status">
        {t(STATUS_TEXT[status])}
      </p>
      {status === 'loading' || status === 'buffering' || status === 'reconnecting' ? (
        <div className={styles.center} aria-hidden="true">
          <span className={styles.spinner} />
          {status === 'reconnecting' ? <span>{t('player.status.reconnecting')}</span> : null}
        </div>
      ) : null}
      {status === 'error' ? (
        <div className={styles.center} role="alert">
          <span>{t('LoadError')}</span>
          <button type="button" className={styles.primary} onClick={refresh}>
            {t('Refresh')}
          </button>
        </div>
      ) : null}
      {mutedByPolicy ? (
        <button type="button" className={styles.unmute} onClick={unmute} data-testid="unmute">
          <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
            <path
              fill="currentColor"
              d="M3 9v6h4l5 5V4L7 9H3zm13.6 3 2.7-2.7-1.4-1.4-2.7 2.7-2.7-2.7-1.4 1.4 2.7 2.7-2.7 2.7 1.4 1.4 2.7-2.7 2.7 2.7 1.4-1.4z"
            />
          </svg>
          {t('player.tapForSound')}
        </button>
      ) : null}
      <div className={styles.bar}>
        <button
          type="button"
          className={styles.control}
          onClick={toggle}
          disabled={status === 'error'}
        >
          {status === 'paused' ? `▶ ${t('Play')}` : `❚❚ ${t('Pause')}`}
        </button>
        <span className={styles.spacer} />
        {sources.length > 1
          ? sources.map((s) => (
              <button
                key={s.line}
                type="button"
                className={styles.line}
                aria-pressed={s.line === (source?.line ?? -1)}
                onClick={() => onLine(s.line)}
              >
                {t('player.line', { n: s.line })}
              </button>
            ))
          : null}
        {pip ? (
          <button
            type="button"
            className={`${styles.control} ${styles.pip}`}
            onClick={() => void videoRef.current?.requestPictureInPicture().catch(() => undefined)}
          >
            {t('player.pip')}
          </button>
        ) : null}
      </div>
    </div>
  );
}
