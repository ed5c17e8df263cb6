import { useTranslation } from '@app/shared/i18n';
import { NS } from '../../../i18n/namespace';
import { useStreamMatch } from '../api/use-anchor';
import styles from '../components/anchor.module.css';

interface Source {
  type?: string;
  url?: string;
}

/**
 * What the room shows, in the studio: the stream's own MP4 line, muted (the anchor hears
 * themselves otherwise). The room's player with its HLS engine belongs to the room's chunk.
 */
export function LivePreview({ streamId }: { streamId: string }) {
  const { t } = useTranslation(NS);
  const info = useStreamMatch(streamId);
  const sources = (info.data?.videoSources ?? []) as Source[];
  const file = sources.find((s) => s.type === 'mp4')?.url;
  return (
    <figure className={styles.preview} aria-label={t('anchor.preview')}>
      {file ? (
        <video
          className={styles.video}
          src={file}
          muted
          autoPlay
          loop
          playsInline
          data-testid="studio-preview"
        />
      ) : (
        <p className={styles.muted}>{t('anchor.previewWaiting')}</p>
      )}
      <figcaption className={styles.muted}>{t('anchor.preview')}</figcaption>
    </figure>
  );
}
