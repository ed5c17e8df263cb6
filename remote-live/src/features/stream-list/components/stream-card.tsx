import { useTranslation } from '@app/shared/i18n';
import { Link } from 'react-router-dom';
import { getRuntimeConfig } from '@app/shared/client';
import { STREAM_LIVE, type Stream } from '@app/shared/api/live';
import { NS } from '../../../i18n/namespace';
import styles from './stream-card.module.css';

export interface StreamCardProps {
  stream: Stream;
  /**
   * Where a live card leads. Inside the live route: the same route with `?id=` (relative, so the
   * card works under any base path); elsewhere (the host's home widget) the live route's own path.
   */
  roomLink?: (id: string) => string;
}

const liveRoute = (id: string) => `/anchorPlay?id=${id}`;

function coverUrl(cover: string | null | undefined): string | null {
  if (!cover) return null;
  return /^https?:\/\//.test(cover) ? cover : `${getRuntimeConfig().apiBaseUrl}${cover}`;
}

/** A stream in a grid; a live one opens its room. */
export function StreamCard({ stream, roomLink = liveRoute }: StreamCardProps) {
  const { t } = useTranslation(NS);
  const live = stream.status === STREAM_LIVE;
  const src = coverUrl(stream.cover);
  const body = (
    <>
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
    </>
  );
  return (
    <article className={styles.card} data-testid="stream-card" data-live={live}>
      {live ? (
        <Link className={styles.link} to={roomLink(encodeURIComponent(String(stream.id)))}>
          {body}
        </Link>
      ) : (
        body
      )}
    </article>
  );
}
