import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isMatchVisible, LoadingState, MATCH_TYPE, MessageState } from '@app/shared';
import { NS } from '../../i18n/namespace';
import { MatchCard } from './match-card';
import { toMatchView } from './match-view';
import { SPORT_CHIPS } from './sport-chips';
import { useMatches } from './use-matches';
import styles from './match-list-page.module.css';

const TYPES = [
  { key: 'live', value: MATCH_TYPE.live },
  { key: 'today', value: MATCH_TYPE.today },
  { key: 'early', value: MATCH_TYPE.early },
] as const;

export function MatchListPage() {
  const { t } = useTranslation(NS);
  const [type, setType] = useState<number>(MATCH_TYPE.live);
  const [sportId, setSportId] = useState(1);
  const { data, isPending, isError, refetch } = useMatches(type, sportId);
  const matches = data?.records.filter(isMatchVisible) ?? [];

  return (
    <section>
      <div className={styles.head}>
        <h1 className={styles.title}>{t('title')}</h1>
        <div className={styles.tabs} role="tablist">
          {TYPES.map((tab) => (
            <button
              key={tab.key}
              type="button"
              role="tab"
              aria-selected={type === tab.value}
              className={type === tab.value ? `${styles.tab} ${styles.active}` : styles.tab}
              onClick={() => setType(tab.value)}
            >
              {t(`types.${tab.key}`)}
            </button>
          ))}
        </div>
      </div>
      <div className={styles.chips}>
        {SPORT_CHIPS.map((s) => (
          <button
            key={s.id}
            type="button"
            aria-pressed={sportId === s.id}
            className={sportId === s.id ? `${styles.chip} ${styles.active}` : styles.chip}
            onClick={() => setSportId(s.id)}
          >
            {s.name}
          </button>
        ))}
      </div>
      {isPending ? (
        <LoadingState label="…" />
      ) : isError ? (
        <MessageState
          role="alert"
          title={t('error')}
          actionLabel="↻"
          onAction={() => void refetch()}
        />
      ) : matches.length === 0 ? (
        <MessageState title={t('empty')} />
      ) : (
        <div className={styles.list}>
          {matches.map((m) => (
            <MatchCard key={String(m.id)} match={toMatchView(m)} to={`sportsdetail/${m.id}`} />
          ))}
        </div>
      )}
    </section>
  );
}
