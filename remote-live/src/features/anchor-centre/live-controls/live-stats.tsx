import { useTranslation } from '@app/shared/i18n';
import { NS } from '../../../i18n/namespace';
import type { StreamStatus } from '@app/shared/api/live';
import styles from '../components/anchor.module.css';

/** Viewers now and at peak, and the members in the chat room by name (getStreamStatus). */
export function LiveStats({ status }: { status: StreamStatus | undefined }) {
  const { t, i18n } = useTranslation(NS);
  const n = (v: number | undefined) =>
    v === undefined ? '—' : new Intl.NumberFormat(i18n.language).format(v);
  return (
    <div className={styles.stack}>
      <dl className={styles.stats} data-testid="live-stats">
        <div className={styles.stat}>
          <dt>{t('anchor.viewersNow')}</dt>
          <dd data-testid="viewers-now">{n(status?.viewers)}</dd>
        </div>
        <div className={styles.stat}>
          <dt>{t('anchor.peak')}</dt>
          <dd>{n(status?.peakViewers)}</dd>
        </div>
        <div className={styles.stat}>
          <dt>{t('anchor.inRoom')}</dt>
          <dd data-testid="in-room">{n(status?.inRoom)}</dd>
        </div>
      </dl>
      {status?.audience && status.audience.length > 0 ? (
        <p className={styles.muted} data-testid="audience">
          {t('anchor.audience', { names: status.audience.slice(0, 20).join(', ') })}
        </p>
      ) : null}
    </div>
  );
}
