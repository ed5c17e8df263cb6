import { useState, type FormEvent } from 'react';
import { useTranslation } from '@app/shared/i18n';
import { STREAM_LIVE } from '@app/shared/api/live';
import { NS } from '../../../i18n/namespace';
import { useMatchChoices, useMyStreams, useStreamActions } from '../api/use-anchor';
import { StreamEditor } from './stream-editor';
import styles from './anchor.module.css';

/** Go live (title, linked match); edit, stop or cancel the anchor's streams. */
export function MyStreams() {
  const { t } = useTranslation(NS);
  const streams = useMyStreams();
  const matches = useMatchChoices();
  const { start, stop, cancel } = useStreamActions();
  const [title, setTitle] = useState('');
  const [matchId, setMatchId] = useState('');
  const [editing, setEditing] = useState<string | null>(null);
  const rows = (streams.data?.records ?? []).filter(
    (s) => s.status === 1 || s.status === STREAM_LIVE,
  );
  const isLive = rows.some((s) => s.status === STREAM_LIVE);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!title.trim()) return;
    start.mutate(
      { title: title.trim(), matchId: matchId || undefined },
      { onSuccess: () => setTitle('') },
    );
  };

  return (
    <section className={styles.card} aria-label={t('anchor.myStreams')}>
      <h2 className={styles.h2}>{t('anchor.myStreams')}</h2>
      <ul className={styles.rows}>
        {rows.map((s) => (
          <li key={String(s.id)} className={styles.row} data-testid="my-stream">
            <span className={s.status === STREAM_LIVE ? styles.liveDot : styles.soonDot} />
            <span className={styles.grow}>{s.title}</span>
            <button
              type="button"
              className={styles.ghost}
              aria-expanded={editing === String(s.id)}
              onClick={() => setEditing(editing === String(s.id) ? null : String(s.id))}
            >
              {t('anchor.edit')}
            </button>
            {s.status === STREAM_LIVE ? (
              <button
                type="button"
                className={styles.danger}
                disabled={stop.isPending}
                onClick={() => stop.mutate(s.id)}
              >
                {t('anchor.stop')}
              </button>
            ) : (
              <button
                type="button"
                className={styles.ghost}
                disabled={cancel.isPending}
                onClick={() => cancel.mutate(s.id)}
              >
                {t('anchor.cancel')}
              </button>
            )}
          </li>
        ))}
        {rows.length === 0 ? <li className={styles.muted}>{t('anchor.noStreams')}</li> : null}
      </ul>
      {rows
        .filter((s) => String(s.id) === editing)
        .map((s) => (
          <StreamEditor key={String(s.id)} stream={s} onDone={() => setEditing(null)} />
        ))}
      {isLive ? null : (
        <form className={styles.form} onSubmit={submit}>
          <input
            className={styles.input}
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            placeholder={t('anchor.streamTitle')}
            aria-label={t('anchor.streamTitle')}
            maxLength={80}
          />
          <select
            className={styles.input}
            value={matchId}
            onChange={(e) => setMatchId(e.target.value)}
            aria-label={t('anchor.match')}
          >
            <option value="">{t('anchor.noMatch')}</option>
            {(matches.data ?? []).map((m) => (
              <option key={String(m.matchId)} value={String(m.matchId)}>
                {m.homeName} – {m.awayName}
              </option>
            ))}
          </select>
          <button
            type="submit"
            className={styles.primary}
            disabled={start.isPending || !title.trim()}
          >
            {t('anchor.goLive')}
          </button>
        </form>
      )}
    </section>
  );
}
