import { useState } from 'react';
import { useTranslation } from '@app/shared/i18n';
import type { Stream } from '@app/shared/api/live';
import { formatDayTimeZoned, parseIsoStrict } from '@app/shared/rules';
import { MarketTimeInput } from '@app/shared/ui';
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
  const [when, setWhen] = useState<number | null>(null);
  const [valid, setValid] = useState(false);
  return (
    <div className={styles.stack}>
      {scheduled && stream.startTime ? (
        <p>
          {t('anchor.startsAt', {
            time: formatDayTimeZoned(parseIsoStrict(stream.startTime) ?? Number.NaN, i18n.language),
          })}{' '}
          · <ReminderCount streamId={id} />
        </p>
      ) : null}
      <div className={styles.form}>
        <MarketTimeInput
          className={styles.field}
          inputClassName={styles.input}
          label={t('anchor.startAt')}
          value={when}
          onChange={(ms) => {
            setWhen(ms);
            setValid(ms !== null && ms > Date.now() + 60_000);
          }}
          language={i18n.language}
        />
        <button
          type="button"
          className={styles.ghost}
          disabled={!valid || schedule.isPending}
          onClick={() => when !== null && schedule.mutate({ id: stream.id, startTime: when })}
        >
          {scheduled ? t('anchor.reschedule') : t('anchor.schedule')}
        </button>
      </div>
    </div>
  );
}
