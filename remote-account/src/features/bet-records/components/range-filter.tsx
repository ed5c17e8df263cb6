import { useState } from 'react';
import { useTranslation } from '@app/shared/i18n';
import ui from '../../../components/ui.module.css';
import { NS } from '../../../i18n/namespace';
import type { RangePreset } from '../date-range';
import styles from './bet-records.module.css';

const PRESETS = [
  { value: 'today', key: 'bets.today' },
  { value: 'week', key: 'bets.week' },
  { value: 'month', key: 'bets.month' },
] as const;

export interface RangeFilterProps {
  preset: RangePreset | 'custom';
  onPreset: (preset: RangePreset) => void;
  /** Returns false when the dates do not make a range. */
  onCustom: (from: string, to: string) => boolean;
}

/** Today / 7 days / 30 days, or two dates. */
export function RangeFilter({ preset, onPreset, onCustom }: RangeFilterProps) {
  const { t } = useTranslation(NS);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [invalid, setInvalid] = useState(false);
  return (
    <div className={styles.filters}>
      <div className={ui.segmented} role="group" aria-label={t('bets.range')}>
        {PRESETS.map((p) => (
          <button
            key={p.value}
            type="button"
            className={ui.ghost}
            aria-pressed={preset === p.value}
            onClick={() => onPreset(p.value)}
          >
            {t(p.key)}
          </button>
        ))}
      </div>
      <form
        className={styles.custom}
        onSubmit={(e) => {
          e.preventDefault();
          setInvalid(!onCustom(from, to));
        }}
      >
        <label className={ui.field}>
          {t('bets.from')}
          <input
            className={ui.input}
            type="date"
            value={from}
            onChange={(e) => setFrom(e.target.value)}
          />
        </label>
        <label className={ui.field}>
          {t('bets.to')}
          <input
            className={ui.input}
            type="date"
            value={to}
            onChange={(e) => setTo(e.target.value)}
          />
        </label>
        <button type="submit" className={ui.ghost} aria-pressed={preset === 'custom'}>
          {t('bets.apply')}
        </button>
      </form>
      {invalid && (
        <p className={ui.fail} role="alert">
          {t('bets.badRange')}
        </p>
      )}
    </div>
  );
}
