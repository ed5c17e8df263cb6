import { useTranslation } from '@app/shared/i18n';
import { formatMoney } from '@app/shared/rules';
import { NS } from '../../../i18n/namespace';
import { useAnchorStats } from '../api/use-anchor';
import styles from './anchor.module.css';

/** The anchor's totals (statistics/sum) and gift income (gift/profit/sum). */
export function AnchorStats() {
  const { t } = useTranslation(NS);
  const { stats, gifts } = useAnchorStats();
  const cells: Array<[string, number | null | undefined]> = [
    [t('anchor.streams'), stats.data?.streamCount],
    [t('anchor.fans'), stats.data?.fans],
    [t('anchor.viewers'), stats.data?.totalViewers],
    [t('anchor.income'), gifts.data?.totalIncome],
    [t('anchor.today'), gifts.data?.todayIncome],
  ];
  return (
    <dl className={styles.stats} data-testid="anchor-stats">
      {cells.map(([label, value]) => (
        <div key={label} className={styles.stat}>
          <dt>{label}</dt>
          <dd>{value == null ? '—' : formatMoney(value)}</dd>
        </div>
      ))}
    </dl>
  );
}
