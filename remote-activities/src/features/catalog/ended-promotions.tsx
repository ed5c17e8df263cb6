import { useLanguage, useTranslation } from '@app/shared/i18n';
import type { Season } from '@app/shared/api/promotion';
import { Link } from 'react-router-dom';
import { NS } from '../../i18n/namespace';
import { titleFor, type ActivityDef } from '../../lib/catalog';
import { marketDate } from '../../lib/refusal-text';
import styles from './activity-directory.module.css';

export interface EndedPromotionsProps {
  entries: readonly { def: ActivityDef; season: Season }[];
}

/** The seasons that have ended (issue 53 #5): kept apart, each page saying when it ran. */
export function EndedPromotions({ entries }: EndedPromotionsProps) {
  const { t } = useTranslation(NS);
  const language = useLanguage();
  return (
    <section
      className={styles.archive}
      aria-labelledby="ended-title"
      data-testid="ended-promotions"
    >
      <h3 id="ended-title">{t('catalog.ended')}</h3>
      <ul>
        {entries.map(({ def, season }) => (
          <li key={def.id}>
            <Link to={def.paths[0]!}>{titleFor(def, language)}</Link>
            <span>{t('catalog.endedOn', { date: marketDate(season.endTime, language) })}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
