import { SPORTS } from '@app/shared/rules';
import { useTranslation } from '@app/shared/i18n';
import { SportIcon } from '../../../components/sport-icon/sport-icon';
import { NS } from '../../../i18n/namespace';
import { sportLabel } from '../../../lib/sport-label';
import styles from './match-list-page.module.css';

export interface SportChipsProps {
  sportId: number;
  count(sid: number): number;
  onChange(sid: number): void;
}

/** SPEC §3 sports with their icon (filled when chosen, outlined otherwise) and a count; sports without matches in this list are left out (the chosen one stays). */
export function SportChips({ sportId, count, onChange }: SportChipsProps) {
  const { t } = useTranslation(NS);
  const shown = SPORTS.filter((s) => s.id === sportId || count(s.id) > 0);
  return (
    <div className={styles.chips} role="group" aria-label={t('sportsLabel')}>
      {shown.map((s) => (
        <button
          key={s.id}
          type="button"
          aria-pressed={sportId === s.id}
          className={sportId === s.id ? `${styles.chip} ${styles.active}` : styles.chip}
          onClick={() => onChange(s.id)}
        >
          <SportIcon sportId={s.id} active={sportId === s.id} size={18} />
          {sportLabel(t, s.id, s.name)}
          <span className={styles.count}>{count(s.id)}</span>
        </button>
      ))}
    </div>
  );
}
