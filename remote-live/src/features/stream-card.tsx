import { useTranslation } from 'react-i18next';
import { getRuntimeConfig, STREAM_LIVE, type Stream } from '@app/shared';
import { NS } from '../i18n/namespace';
import styles from './stream-card.module.css';

export interface StreamCardProps {
  stream: Stream;
}

function coverUrl(cover: string | null | undefined): string | null {
  if (!cover) return null;
  return /^https?:\/\//.test(cover) ? cover : `${getRuntimeConfig().apiBaseUrl}${cover}`;
}

export function StreamCard({ stream }: StreamCardProps) {
  const { t } = useTranslation(NS);
  const live = stream.status === STREAM_LIVE;
  const src = coverUrl(stream.cover);
  return (
    <article className={styles.card} data-testid="stream-card" data-live={live}>
      <div className={styles.cover}>
        {src ? <img src={src} alt="" loading="lazy" width={320} height={180} /> : null}
        <span className={live ? `${styles.badge} ${styles.badgeLive}` : styles.badge}>
          {live ? t('live') : stream.status === 3 ? t('ended') : t('upcoming')}
        </span>
        {live && stream.viewers !== undefined ? (
          <span className={styles.viewers}>{t('viewers', { count: stream.viewers })}</span>
        ) : null}
      </div>
      <div className={styles.body}>
        <h3 className={styles.title}>{stream.title}</h3>
        <p className={styles.anchor}>{stream.anchorName}</p>
      </div>
    </article>
  );
}
