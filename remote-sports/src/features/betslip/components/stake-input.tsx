import { useTranslation } from '@app/shared/i18n';
import { NS } from '../../../i18n/namespace';
import { useMoney } from '../../../hooks/use-money';
import { filterDecimal } from '../lib/stake-text';
import styles from './slip-contents.module.css';

export interface StakeInputProps {
  id: string;
  label: string;
  value: string;
  min: number | null;
  max: number | null;
  onChange(value: string): void;
}

/** Quick stakes follow the provider's minimum: ×1, ×5, ×10, ×50 of `smin`. */
export function quickStakes(min: number | null): number[] {
  const base = min && min > 0 ? min : 10;
  return [base, base * 5, base * 10, base * 50];
}

export function StakeInput({ id, label, value, min, max, onChange }: StakeInputProps) {
  const { t } = useTranslation(NS);
  const fmt = useMoney();
  return (
    <div className={styles.stake}>
      <label className={styles.srOnly} htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className={styles.input}
        inputMode="decimal"
        autoComplete="off"
        placeholder={min ? t('slip.minStake', { min: fmt(min) }) : t('slip.stake')}
        value={value}
        onChange={(e) => onChange(filterDecimal(e.target.value))}
      />
      <div className={styles.chips}>
        {quickStakes(min).map((q) => (
          <button key={q} type="button" className={styles.chip} onClick={() => onChange(String(q))}>
            {fmt(q)}
          </button>
        ))}
        {max ? (
          <button type="button" className={styles.chip} onClick={() => onChange(String(max))}>
            {t('slip.max')}
          </button>
        ) : null}
      </div>
    </div>
  );
}
