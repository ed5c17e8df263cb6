import { useMemo, useState, type CSSProperties } from 'react';
import { useLanguage, useTranslation } from '@app/shared/i18n';
import { Link } from 'react-router-dom';
import { preloadOnIntent } from '@app/shared/lazy';
import { ActivityScreen } from '../../app/pages';
import { promotionQueries } from '@app/shared/api/promotion';
import { useQuery } from '@app/shared/client';
import { useNearViewport } from '@app/shared/ui';
import { MechanicArt } from '../../components/mechanic-art';
import { NS } from '../../i18n/namespace';
import { ACTIVITY_CATALOG, MECHANICS, THEMES, titleFor, type Mechanic } from '../../lib/catalog';
import { resolveActivity } from '../../lib/mechanic';
import { isActivityOn, useActivityToggles } from '../../lib/toggles';
import { mechanicKickers } from '../../lib/mechanic-texts';
import { seasonOf, useSeasons } from '../../lib/seasons';
import { EndedPromotions } from './ended-promotions';
import styles from './activity-directory.module.css';

/**
 * Every activity page, filterable by mechanic (what the member will do there). Below the promotions,
 * so its ~60 illustrated tiles are built when the list nears the viewport (issue 16: building them
 * was most of a tap on the Promotions tab after its data had come); until then each tile's place is
 * kept, so nothing below it moves.
 */
export function ActivityDirectory() {
  const { ref, near } = useNearViewport<HTMLUListElement>('600px');
  const { t } = useTranslation(NS);
  const language = useLanguage();
  const server = useQuery(promotionQueries.activities());
  const [filter, setFilter] = useState<Mechanic | null>(null);
  const kickers = useMemo(() => mechanicKickers(t), [t]);
  // a page the operator switched off is not offered (issue 53 #3); its address says it is unavailable
  const toggles = useActivityToggles().data;
  // nor a season out of its window (#5): an ended one moves to the archive below
  const seasons = useSeasons().data;
  const offered = ACTIVITY_CATALOG.filter(
    (def) => !def.vietnam && isActivityOn(toggles, def.activityKey),
  );
  const entries = offered
    .filter((def) => (seasonOf(def, seasons)?.state ?? 'live') === 'live')
    .map((def) => ({ def, mechanic: resolveActivity(def, server.data).mechanic }));
  const ended = offered
    .flatMap((def) => {
      const season = seasonOf(def, seasons);
      return season?.state === 'ended' ? [{ def, season }] : [];
    })
    // the latest to end first
    .sort((a, b) => Date.parse(b.season.endTime) - Date.parse(a.season.endTime));
  const present = MECHANICS.filter((m) => entries.some((e) => e.mechanic === m));
  const shown = filter ? entries.filter((e) => e.mechanic === filter) : entries;

  return (
    <section className={styles.directory} aria-labelledby="directory-title">
      <div className={styles.head}>
        <h2 id="directory-title">{t('catalog.title')}</h2>
        <p>{t('catalog.subtitle')}</p>
      </div>
      <div className={styles.filters} role="group" aria-label={t('catalog.title')}>
        <button type="button" aria-pressed={filter === null} onClick={() => setFilter(null)}>
          {t('catalog.all')}
        </button>
        {present.map((m) => (
          <button key={m} type="button" aria-pressed={filter === m} onClick={() => setFilter(m)}>
            {kickers[m]}
          </button>
        ))}
      </div>
      <ul className={styles.grid} ref={ref} aria-busy={!near}>
        {shown.map(({ def, mechanic }) => {
          if (!near) return <li key={def.id} className={styles.placeholder} />;
          const theme = THEMES[def.theme];
          const style = {
            '--hero-from': theme.from,
            '--hero-to': theme.to,
            '--hero-accent': theme.accent,
          } as CSSProperties;
          return (
            <li key={def.id}>
              <Link
                className={styles.tile}
                style={style}
                to={def.paths[0]!}
                data-mechanic={mechanic}
                {...preloadOnIntent(ActivityScreen)}
              >
                <MechanicArt mechanic={mechanic} className={styles.art} />
                <span className={styles.kicker}>{kickers[mechanic]}</span>
                <strong className={styles.name}>{titleFor(def, language)}</strong>
              </Link>
            </li>
          );
        })}
      </ul>
      {near && ended.length > 0 ? <EndedPromotions entries={ended} /> : null}
    </section>
  );
}
