import { useMemo, useState } from 'react';
import { useTranslation } from '@app/shared/i18n';
import { formatDayMonth, formatWeekday, MATCH_TYPE } from '@app/shared/rules';
import { sportsbookListQueries } from '@app/shared/api/sportsbook-lists';
import { useQuery } from '@app/shared/client';
import { NS } from '../../../i18n/namespace';
import { earlyDays } from '../lib/day-range';
import styles from './match-list-page.module.css';

export interface ListFiltersProps {
  type: number;
  sportId: number;
  lang: string;
  leagueId: string;
  /** Index into the next seven days of early markets; -1 for every date. */
  day: number;
  onLeague(id: string): void;
  onDay(day: number): void;
}

/**
 * The early markets' day chips. Only that list draws them: the first date format of a page loads the
 * engine's zone data (~50 ms of a throttled phone's main thread on /sports, issue 16).
 */
function EarlyDayChips({ lang, day, onDay }: Pick<ListFiltersProps, 'lang' | 'day' | 'onDay'>) {
  const { t } = useTranslation(NS);
  const [openedAt] = useState(() => Date.now());
  const days = useMemo(
    () =>
      earlyDays(openedAt).map(
        (d) => `${formatWeekday(d.beginTime, lang)} ${formatDayMonth(d.beginTime, lang)}`,
      ),
    [lang, openedAt],
  );
  return (
    <div className={styles.chips} role="group" aria-label={t('filters.date')}>
      {[t('filters.allDates'), ...days].map((label, i) => (
        <button
          key={label}
          type="button"
          aria-pressed={day === i - 1}
          className={day === i - 1 ? `${styles.pick} ${styles.active}` : styles.pick}
          onClick={() => onDay(i - 1)}
        >
          {label}
        </button>
      ))}
    </div>
  );
}

/** League filter from getOnSaleLeagues, and for early markets the day (beginTime/endTime). */
export function ListFilters(props: ListFiltersProps) {
  const { type, sportId, lang, leagueId, day, onLeague, onDay } = props;
  const { t } = useTranslation(NS);
  const leagues = useQuery(sportsbookListQueries.leagues(type, sportId));
  return (
    <div className={styles.filters}>
      <select
        className={styles.select}
        aria-label={t('filters.league')}
        value={leagueId}
        onChange={(e) => onLeague(e.target.value)}
        data-testid="league-filter"
      >
        <option value="">{t('filters.allLeagues')}</option>
        {(leagues.data ?? []).map((l) => (
          <option key={String(l.id)} value={String(l.id)}>
            {l.mt ? `${l.na} (${l.mt})` : l.na}
          </option>
        ))}
      </select>
      {type === MATCH_TYPE.early ? <EarlyDayChips lang={lang} day={day} onDay={onDay} /> : null}
    </div>
  );
}
