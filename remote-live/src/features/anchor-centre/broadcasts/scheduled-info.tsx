import { useState } from 'react';
import { useTranslation } from '@app/shared/i18n';
import type { Stream } from '@app/shared/api/live';
import { dateFormat } from '@app/shared/rules';
import { NS } from '../../../i18n/namespace';
import { useStreamActions } from '../api/use-anchor';
import { STATUS } from '../lib/current-broadcast';
import { ReminderCount } from './reminder-count';
import styles from '../components/anchor.module.css';

/** A draft's or scheduled stream's start: when, how many asked to be reminded, and moving it. */
export function ScheduledInfo({ stream }: { stream: Stream }) {
  const { t, i18n } = useTranslation(NS);
  const id = String(stream.id);
  const scheduled = stream.status === STATUS.scheduled;
  const { schedule } = useStreamActions();
  const [at, setAt] = useState('');
  const [valid, setValid] = useState(false);
  const when = at ? new Date(at).getTime() : Number.NaN;
  const time = dateFormat(i18n.language, {
    day: '2-digit',
    month: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  });
  return (
    <div className={styles.stack}>
      {scheduled && stream.startTime ? (
        <p>
          {t('anchor.startsAt', { time: time.format(new Date(stream.startTime)) })} ·{' '}
          <ReminderCount streamId={id} />
        </p>
      ) : null}
      <div className={styles.form}>
        <input
          className={styles.input}
          type="datetime-local"
          value={at}
          onChange={(e) => {
            setAt(e.target.value);
            setValid(new Date(e.target.value).getTime() > Date.now() + 60_000);
          }}
          aria-label={t('anchor.startAt')}
        />
        <button
          type="button"
          className={styles.ghost}
          disabled={!valid || schedule.isPending}
          onClick={() => schedule.mutate({ id: stream.id, startTime: when })}
        >
          {scheduled ? t('anchor.reschedule') : t('anchor.schedule')}
        </button>
      </div>
    </div>
  );
}
