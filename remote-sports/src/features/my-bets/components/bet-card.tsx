import { useTranslation } from '@app/shared/i18n';
import { formatDayTime } from '@app/shared/rules';
import { useAppStore } from '@app/shared/store';
import type { Order } from '@app/shared/api/sportsbook';
import { NS } from '../../../i18n/namespace';
import { useMoney } from '../../../hooks/use-money';
import { useOddsText } from '../../../hooks/use-odds-text';
import { seriesName } from '../../../lib/series-name';
import { betState } from '../lib/bet-status';
import { ticketSeries } from '../lib/ticket';
import { CashOut } from './cash-out';
import { TicketCombinations } from './ticket-combinations';
import styles from './my-bets.module.css';

type Rec = Record<string, unknown>;
const str = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');

export interface BetCardProps {
  bet: Order;
  username: string;
  extra?: React.ReactNode;
}

export function BetCard({ bet, username, extra }: BetCardProps) {
  const { t } = useTranslation(NS);
  const fmt = useMoney();
  const odds = useOddsText();
  const lang = useAppStore((s) => s.language);
  const state = betState(t, bet);
  const rec = bet as Rec;
  const created = typeof rec.createdAt === 'number' ? formatDayTime(rec.createdAt, lang) : '';
  const legs = bet.legs as Rec[];
  const settled = bet.status === 5;
  const series = ticketSeries(bet);
  const title = series
    ? seriesName(t, legs.length, series.seriesValue)
    : legs.length > 1
      ? t('bets.parlay', { n: legs.length })
      : t('bets.single');
  return (
    <article className={styles.card} data-testid="bet-card" data-order-id={String(bet.id)}>
      <header className={styles.cardHead}>
        <strong data-testid="bet-title">{title}</strong>
        <span className={styles.muted}>
          #{String(bet.id)} · {created}
        </span>
        <span className={`${styles.state} ${styles[state.tone]}`} data-testid="bet-state">
          {state.text}
        </span>
      </header>
      <ul className={styles.legs}>
        {legs.map((l, i) => (
          <li key={i} className={styles.leg}>
            <div>
              <strong>
                {str(l.optionName)} {str(l.li)}
              </strong>
              <div className={styles.muted}>
                {str(l.marketName)} · {str(l.matchName)}
              </div>
            </div>
            <span className={styles.legOdds}>
              {odds(typeof l.odds === 'number' ? l.odds : null)}
            </span>
          </li>
        ))}
      </ul>
      {series && series.combinations.length > 1 ? (
        <TicketCombinations series={series} legs={legs} settled={settled} />
      ) : null}
      <dl className={styles.figures}>
        <dt>{t('bets.stake')}</dt>
        <dd>{fmt(bet.stake)}</dd>
        <dt>{t('bets.odds')}</dt>
        <dd>{odds(bet.odds)}</dd>
        <dt>{settled ? t('bets.payout') : t('bets.toWin')}</dt>
        <dd className={styles.win}>{fmt(settled ? (bet.payout ?? 0) : bet.maxWin)}</dd>
      </dl>
      {bet.status === 4 && !settled ? (
        <CashOut orderId={String(bet.id)} username={username} />
      ) : null}
      {extra}
    </article>
  );
}
