import { useTranslation } from '@app/shared/i18n';
import { NS } from '../../../i18n/namespace';
import { useMoney } from '../../../hooks/use-money';
import { seriesBets } from '../../../lib/slip-math';
import { seriesName } from '../../../lib/series-name';
import { parlayAllowed } from '../lib/slip-check';
import { parseStake } from '../lib/slip-stakes';
import { useSlipStore } from '../stores/slip-store';
import { StakeInput } from './stake-input';
import frame from './bet-slip.module.css';
import styles from './slip-contents.module.css';

/** The parlay and system options the provider offers in `sos`, named in the member's language. */
export function SeriesOptions() {
  const { t } = useTranslation(NS);
  const fmt = useMoney();
  const items = useSlipStore((s) => s.items);
  const series = useSlipStore((s) => s.series);
  const stakes = useSlipStore((s) => s.seriesStakes);
  const setStake = useSlipStore((s) => s.setSeriesStake);
  const n = items.length;
  if (!parlayAllowed(items)) return <p className={styles.warn}>{t('slip.parlayBlocked')}</p>;
  if (series.length === 0) return <p className={frame.muted}>{t('slip.seriesLoading')}</p>;
  return (
    <ul className={styles.series}>
      {series.map((o) => {
        const bets = seriesBets(n, o.sn) || o.bets;
        const name = seriesName(t, n, o.sn);
        const unit = parseStake(stakes[String(o.sn)]);
        return (
          <li key={o.sn} className={styles.seriesRow} data-testid="series-option" data-sn={o.sn}>
            <div className={styles.seriesHead}>
              <strong>{name}</strong>
            </div>
            <StakeInput
              id={`series-${o.sn}`}
              label={t('slip.unitStakeFor', { name })}
              value={stakes[String(o.sn)] ?? ''}
              min={o.min}
              max={o.max}
              onChange={(v) => setStake(o.sn, v)}
            />
            {unit > 0 ? (
              <div className={frame.muted}>
                {t('slip.seriesTotal', { unit: fmt(unit), count: bets, total: fmt(unit * bets) })}
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
