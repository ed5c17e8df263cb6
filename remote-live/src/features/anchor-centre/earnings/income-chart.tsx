import { useTranslation } from '@app/shared/i18n';
import { formatDayMonth, formatMoney } from '@app/shared/rules';
import { NS } from '../../../i18n/namespace';
import styles from '../components/anchor.module.css';

export interface DayIncome {
  day: number;
  income: number;
}

/** The daily gift income of the last days as bars (a table for screen readers). */
export function IncomeChart({ days }: { days: readonly DayIncome[] }) {
  const { t, i18n } = useTranslation(NS);
  const max = Math.max(1, ...days.map((d) => d.income));
  const label = (day: number) => formatDayMonth(day, i18n.language);
  return (
    <figure className={styles.chart} aria-label={t('anchor.chart')} data-testid="income-chart">
      <div className={styles.bars} aria-hidden>
        {days.map((d) => (
          <span
            key={d.day}
            className={styles.bar}
            style={{ height: `${Math.max(2, (d.income / max) * 100)}%` }}
            title={`${label(d.day)}: ${formatMoney(d.income)}`}
          />
        ))}
      </div>
      <figcaption className={styles.muted}>{t('anchor.chart')}</figcaption>
      <table className={styles.srOnly}>
        <tbody>
          {days.map((d) => (
            <tr key={d.day}>
              <th scope="row">{label(d.day)}</th>
              <td>{formatMoney(d.income)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
