import { useState } from 'react';
import { useTranslation } from '@app/shared/i18n';
import { formatDayTimeZoned } from '@app/shared/rules';
import { NS } from '../../../i18n/namespace';
import { useBanActions } from '../api/use-anchor';
import { useBanUpdate, useChatterBan } from '../api/use-studio';
import { MUTE_MINUTES } from './mute-durations';
import styles from '../components/anchor.module.css';

export interface ChatterActionsProps {
  streamId: string;
  userName: string;
  onClose: () => void;
}

/** One chatter: their state in this room (banInfo), mute for a time with a reason, or unmute. */
export function ChatterActions({ streamId, userName, onClose }: ChatterActionsProps) {
  const { t, i18n } = useTranslation(NS);
  const ban = useChatterBan(streamId, userName);
  const { ban: save } = useBanActions();
  const update = useBanUpdate();
  const [minutes, setMinutes] = useState<number>(60);
  const [reason, setReason] = useState('');
  const active = ban.data?.banned ? ban.data : null;
  const refresh = () => void ban.refetch();

  return (
    <div className={styles.stack} data-testid="chatter-actions" aria-label={userName}>
      <strong>{userName}</strong>
      {active ? (
        <>
          <p className={styles.muted} role="status">
            {t('anchor.mutedUntil', {
              time: active.until ? formatDayTimeZoned(active.until, i18n.language) : '',
            })}
            {active.reason ? ` · ${active.reason}` : ''}
          </p>
          <button
            type="button"
            className={styles.ghost}
            disabled={update.isPending || !active.id}
            onClick={() =>
              active.id && update.mutate({ id: active.id, status: 0 }, { onSuccess: refresh })
            }
          >
            {t('anchor.unban')}
          </button>
        </>
      ) : (
        <div className={styles.form}>
          <select
            className={styles.input}
            value={minutes}
            onChange={(e) => setMinutes(Number(e.target.value))}
            aria-label={t('anchor.minutes')}
          >
            {MUTE_MINUTES.map((m) => (
              <option key={m} value={m}>
                {m < 60
                  ? t('anchor.forMinutes', { count: m })
                  : m < 1440
                    ? t('anchor.forHours', { count: m / 60 })
                    : t('anchor.forDays', { count: m / 1440 })}
              </option>
            ))}
          </select>
          <input
            className={styles.input}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            placeholder={t('anchor.reason')}
            aria-label={t('anchor.reason')}
            maxLength={200}
          />
          <button
            type="button"
            className={styles.danger}
            disabled={save.isPending}
            onClick={() =>
              save.mutate(
                { userName, streamId, minutes, reason: reason.trim() },
                { onSuccess: refresh },
              )
            }
          >
            {t('anchor.muteUser', { name: userName })}
          </button>
        </div>
      )}
      <button type="button" className={styles.ghost} onClick={onClose}>
        {t('anchor.close')}
      </button>
    </div>
  );
}
