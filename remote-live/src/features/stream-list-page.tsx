import { useTranslation } from 'react-i18next';
import { LoadingState, MessageState } from '@app/shared';
import { NS } from '../i18n/namespace';
import { StreamCard } from './stream-card';
import { useStreams } from './use-streams';
import styles from './stream-grid.module.css';

/** anchorPlay (SPEC §2): the streams, live first (SPEC §4). */
export function StreamListPage() {
  const { t } = useTranslation(NS);
  const { data, isPending, isError, refetch } = useStreams();
  return (
    <section>
      <h1 className={styles.title}>{t('title')}</h1>
      {isPending ? (
        <LoadingState label="…" />
      ) : isError ? (
        <MessageState
          role="alert"
          title={t('error')}
          actionLabel="↻"
          onAction={() => void refetch()}
        />
      ) : data.length === 0 ? (
        <MessageState title={t('empty')} />
      ) : (
        <div className={styles.grid}>
          {data.map((s) => (
            <StreamCard key={String(s.id)} stream={s} />
          ))}
        </div>
      )}
    </section>
  );
}
