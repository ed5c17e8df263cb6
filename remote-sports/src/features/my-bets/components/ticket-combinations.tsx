import { useTranslation } from '@app/shared/i18n';
import { NS } from '../../../i18n/namespace';
import { useMoney } from '../../../hooks/use-money';
import { useOddsText } from '../../../hooks/use-odds-text';
import { OUTCOME } from '../lib/bet-status';
import type { TicketSeries } from '../lib/ticket';
import styles from './my-bets.module.css';

type Rec = Record<string, unknown>;
const str = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');

/** The bets of a system ticket: each combination's picks, odds, and return (or result once settled). */
export function TicketCombinations({
  series,
  legs,
  settled,
}: {
  series: TicketSeries;
  legs: Rec[];
  settled: boolean;
}) {
  const { t } = useTranslation(NS);
  const fmt = useMoney();
  const odds = useOddsText();
  return (
    <section className={styles.combos} aria-label={t('series.combinations')}>
      <h4 className={styles.combosTitle}>{t('series.combinations')}</h4>
      <ol className={styles.comboList}>
        {series.combinations.map((c) => {
          const won = c.outcome === OUTCOME.won;
          return (
            <li key={c.legs.join('-')} className={styles.combo} data-testid="ticket-combination">
              <span className={styles.comboSize}>
                {t('series.combination', { k: c.legs.length })}
              </span>
              <span className={styles.comboPicks}>
                {c.legs.map((i) => str(legs[i]?.optionName)).join(' + ')}
              </span>
              <span className={styles.legOdds}>{odds(c.odds)}</span>
              <span className={settled ? (won ? styles.win : styles.bad) : styles.muted}>
                {settled ? (won ? fmt(c.payout ?? 0) : t('outcome.lost')) : fmt(c.maxWin ?? 0)}
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
