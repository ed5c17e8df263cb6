import { useState } from 'react';
import { useTranslation } from '@app/shared/i18n';
import { formatDayMonth, formatDayTime, marketDay, SPORTS } from '@app/shared/rules';
import { LoadingState, MessageState } from '@app/shared/ui';
import { sportsbookListQueries } from '@app/shared/api/sportsbook-lists';
import { useQuery } from '@app/shared/client';
import { useAppStore } from '@app/shared/store';
import { SportIcon } from '../../../components/sport-icon/sport-icon';
import { TeamCrest } from '../../../components/team-crest/team-crest';
import { NS } from '../../../i18n/namespace';
import { sportLabel } from '../../../lib/sport-label';
import styles from './results-page.module.css';

/** Crest size in a results row (CSS pixels, declared so rows do not shift). */
const CREST = 24;

/** The market day `offset` days ago (issue 53: the market's zone, not the device's). */
const dayRange = (offset: number) => marketDay(Date.now(), -offset);

/** Results (`matchResultPage`) by sport and day. */
export function ResultsPage() {
  const { t } = useTranslation(NS);
  const lang = useAppStore((s) => s.language);
  const [sportId, setSportId] = useState(1);
  const [offset, setOffset] = useState(0);
  const { data, isPending, isError } = useQuery(
    sportsbookListQueries.results({ sportId, ...dayRange(offset), current: 1, size: 50 }),
  );
  return (
    <section className={styles.page}>
      <div className={styles.filters}>
        <span className={styles.sport}>
          <SportIcon className={styles.sportIcon} sportId={sportId} active size={18} />
          <select
            aria-label={t('sportsLabel')}
            value={sportId}
            onChange={(e) => setSportId(Number(e.target.value))}
          >
            {SPORTS.map((s) => (
              <option key={s.id} value={s.id}>
                {sportLabel(t, s.id, s.name)}
              </option>
            ))}
          </select>
        </span>
        <div className={styles.days} role="group" aria-label={t('results.day')}>
          {[0, 1, 2, 3, 4, 5, 6].map((d) => (
            <button
              key={d}
              type="button"
              aria-pressed={offset === d}
              className={offset === d ? styles.on : ''}
              onClick={() => setOffset(d)}
            >
              {d === 0 ? t('results.today') : formatDayMonth(dayRange(d).beginTime, lang)}
            </button>
          ))}
        </div>
      </div>
      {isPending ? (
        <LoadingState label={t('loading')} />
      ) : isError ? (
        <MessageState role="alert" title={t('error')} />
      ) : data.records.length === 0 ? (
        <MessageState title={t('results.none')} />
      ) : (
        <ul className={styles.list}>
          {data.records.map((m) => {
            const sc = (m.nsg?.[0] as { sc?: unknown } | undefined)?.sc;
            const score = Array.isArray(sc) ? sc.join(' : ') : '–';
            const [home, away] = [m.ts?.[0], m.ts?.[1]];
            return (
              <li key={String(m.id)} className={styles.row} data-testid="result-row">
                <span className={styles.muted}>
                  {typeof m.bt === 'number' ? formatDayTime(m.bt, lang) : ''} · {m.lg.na}
                </span>
                <span className={styles.teams}>
                  <span className={`${styles.team} ${styles.home}`}>
                    <span>{home?.na}</span>
                    {home ? <TeamCrest name={home.na} src={home.lurl} size={CREST} /> : null}
                  </span>
                  <strong>{score}</strong>
                  <span className={styles.team}>
                    {away ? <TeamCrest name={away.na} src={away.lurl} size={CREST} /> : null}
                    <span>{away?.na}</span>
                  </span>
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
