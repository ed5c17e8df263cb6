import { useTranslation } from '@app/shared/i18n';
import { formatMoney } from '@app/shared/rules';
import { NS } from '../../../i18n/namespace';
import { useGiftIncome } from '../api/use-anchor';
import styles from '../components/anchor.module.css';

/** The latest gifts received (gift/profit/list) with the anchor's share. */
export function GiftIncome() {
  const { t } = useTranslation(NS);
  const income = useGiftIncome();
  const rows = income.data?.records ?? [];
  return (
    <section className={styles.card} aria-label={t('anchor.giftIncome')}>
      <h2 className={styles.h2}>{t('anchor.giftIncome')}</h2>
      <ul className={styles.rows}>
        {rows.slice(0, 10).map((g) => (
          <li key={String(g.id)} className={styles.row}>
            <span className={styles.grow}>
              <strong>{g.userName}</strong> · {g.giftName} ×{g.count ?? 1}
            </span>
            <span className={styles.money}>+{formatMoney(g.income ?? g.amount / 2)}</span>
          </li>
        ))}
        {rows.length === 0 ? <li className={styles.muted}>{t('anchor.noGifts')}</li> : null}
      </ul>
    </section>
  );
}
