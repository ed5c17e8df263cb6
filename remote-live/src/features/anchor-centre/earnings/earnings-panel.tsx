import { useTranslation } from '@app/shared/i18n';
import { formatMoney } from '@app/shared/rules';
import { NS } from '../../../i18n/namespace';
import { useAnchorStats } from '../api/use-anchor';
import { num, readList, readObj, str } from '../lib/read';
import { GiftIncome } from './gift-income';
import { IncomeChart } from './income-chart';
import styles from '../components/anchor.module.css';

/** Income: gifts per day, week and month with a chart (gift/profit/sum), paid content, top gifters. */
export function EarningsPanel() {
  const { t } = useTranslation(NS);
  const { stats, gifts } = useAnchorStats();
  const g = readObj(gifts.data);
  const s = readObj(stats.data);
  const rows: Array<[string, number, number]> = [
    [t('anchor.today'), num(g.todayIncome), num(s.paidIncomeToday)],
    [t('anchor.week'), num(g.weekIncome), num(s.paidIncomeWeek)],
    [t('anchor.month'), num(g.monthIncome), num(s.paidIncomeMonth)],
    [t('anchor.allTime'), num(g.totalIncome), num(s.paidIncome)],
  ];
  const days = readList(g.daily).map((d) => ({ day: num(d.day), income: num(d.income) }));
  const gifters = readList(g.topGifters);
  return (
    <section className={styles.card} aria-label={t('anchor.earnings')} data-testid="earnings">
      <h2 className={styles.h2}>{t('anchor.earnings')}</h2>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col" />
            <th scope="col">{t('anchor.giftIncome')}</th>
            <th scope="col">{t('anchor.paidIncome')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([label, gift, paid]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td className={styles.money}>{formatMoney(gift)}</td>
              <td className={styles.money} data-testid="paid-income">
                {formatMoney(paid)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {days.length ? <IncomeChart days={days} /> : null}
      <h3 className={styles.h3}>{t('anchor.topGifters')}</h3>
      <ol className={styles.rows}>
        {gifters.map((x) => (
          <li key={str(x.userName)} className={styles.row}>
            <span className={styles.grow}>{str(x.userName)}</span>
            <span className={styles.money}>{formatMoney(num(x.amount))}</span>
          </li>
        ))}
        {gifts.isSuccess && gifters.length === 0 ? (
          <li className={styles.muted}>{t('anchor.noGifts')}</li>
        ) : null}
      </ol>
      <GiftIncome />
    </section>
  );
}
