import { useState } from 'react';
import { useTranslation } from '@app/shared/i18n';
import { NS } from '../../../i18n/namespace';
import { useMyStreams } from '../api/use-anchor';
import { STATUS } from '../lib/current-broadcast';
import { ReminderCount } from './reminder-count';
import { StreamEditor } from './stream-editor';
import styles from '../components/anchor.module.css';

/** The anchor's live, scheduled and draft streams, each editable (title and room notice). */
export function MyStreams() {
  const { t } = useTranslation(NS);
  const streams = useMyStreams();
  const [editing, setEditing] = useState<string | null>(null);
  const rows = (streams.data?.records ?? []).filter(
    (s) => s.status === STATUS.draft || s.status === STATUS.scheduled || s.status === STATUS.live,
  );
  const stateOf = (status: number) =>
    status === STATUS.live
      ? t('anchor.stateLive')
      : status === STATUS.scheduled
        ? t('anchor.stateScheduled')
        : t('anchor.stateDraft');

  return (
    <section className={styles.card} aria-label={t('anchor.myStreams')}>
      <h2 className={styles.h2}>{t('anchor.myStreams')}</h2>
      <ul className={styles.rows}>
        {rows.map((s) => (
          <li key={String(s.id)} className={styles.row} data-testid="my-stream">
            <span className={s.status === STATUS.live ? styles.liveDot : styles.soonDot} />
            <span className={styles.grow}>{s.title}</span>
            <span className={styles.badge}>{stateOf(s.status)}</span>
            {s.status === STATUS.scheduled ? <ReminderCount streamId={String(s.id)} /> : null}
            <button
              type="button"
              className={styles.ghost}
              aria-expanded={editing === String(s.id)}
              onClick={() => setEditing(editing === String(s.id) ? null : String(s.id))}
            >
              {t('anchor.edit')}
            </button>
          </li>
        ))}
        {rows.length === 0 ? <li className={styles.muted}>{t('anchor.noStreams')}</li> : null}
      </ul>
      {rows
        .filter((s) => String(s.id) === editing)
        .map((s) => (
          <StreamEditor key={String(s.id)} stream={s} onDone={() => setEditing(null)} />
        ))}
    </section>
  );
}
