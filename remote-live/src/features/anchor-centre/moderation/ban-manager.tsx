import { formatDayTimeZoned } from '@app/shared/rules';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@app/shared/i18n';
import { NS } from '../../../i18n/namespace';
import { useBanActions, useBans } from '../api/use-anchor';
import styles from '../components/anchor.module.css';

/** Mute a member by name in the anchor's live room; lift mutes, one or several (batchUntie). */
export function BanManager({ liveStreamId }: { liveStreamId: string | null }) {
  const { t, i18n } = useTranslation(NS);
  const bans = useBans();
  const { ban, unban } = useBanActions();
  const [userName, setUserName] = useState('');
  const [minutes, setMinutes] = useState(60);
  const [picked, setPicked] = useState<Set<string>>(new Set());
  const rows = bans.data?.records ?? [];

  const submitBan = (e: FormEvent) => {
    e.preventDefault();
    if (!liveStreamId || !userName.trim()) return;
    ban.mutate(
      { userName: userName.trim(), streamId: liveStreamId, minutes, reason: '' },
      { onSuccess: () => setUserName('') },
    );
  };
  const toggle = (id: string) =>
    setPicked((s) => {
      const n = new Set(s);
      if (n.has(id)) n.delete(id);
      else n.add(id);
      return n;
    });

  return (
    <section className={styles.card} aria-label={t('anchor.moderation')}>
      <h2 className={styles.h2}>{t('anchor.moderation')}</h2>
      <form className={styles.form} onSubmit={submitBan}>
        <input
          className={styles.input}
          value={userName}
          onChange={(e) => setUserName(e.target.value)}
          placeholder={t('anchor.userName')}
          aria-label={t('anchor.userName')}
        />
        <select
          className={styles.input}
          value={minutes}
          onChange={(e) => setMinutes(Number(e.target.value))}
          aria-label={t('anchor.minutes')}
        >
          {[10, 60, 1440].map((m) => (
            <option key={m} value={m}>
              {t('anchor.forMinutes', { count: m })}
            </option>
          ))}
        </select>
        <button
          type="submit"
          className={styles.danger}
          disabled={!liveStreamId || ban.isPending || !userName.trim()}
        >
          {t('anchor.ban')}
        </button>
      </form>
      {liveStreamId ? null : <p className={styles.muted}>{t('anchor.banNeedsLive')}</p>}
      <ul className={styles.rows}>
        {rows.map((b) => (
          <li key={String(b.id)} className={styles.row} data-testid="ban-row">
            <input
              type="checkbox"
              checked={picked.has(String(b.id))}
              onChange={() => toggle(String(b.id))}
              aria-label={b.userName}
            />
            <span className={styles.grow}>
              <strong>{b.nickName || b.userName}</strong> ({b.userName})
              {b.until
                ? ` · ${t('anchor.until', { time: formatDayTimeZoned(b.until, i18n.language) })}`
                : ''}
            </span>
            <button
              type="button"
              className={styles.ghost}
              disabled={unban.isPending}
              onClick={() => unban.mutate([b.id])}
            >
              {t('anchor.unban')}
            </button>
          </li>
        ))}
        {rows.length === 0 ? <li className={styles.muted}>{t('anchor.noBans')}</li> : null}
      </ul>
      {picked.size > 1 ? (
        <button
          type="button"
          className={styles.ghost}
          onClick={() => unban.mutate([...picked], { onSuccess: () => setPicked(new Set()) })}
        >
          {t('anchor.unbanSelected', { count: picked.size })}
        </button>
      ) : null}
    </section>
  );
}
