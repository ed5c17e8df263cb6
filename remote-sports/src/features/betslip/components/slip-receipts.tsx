import { useTranslation } from '@app/shared/i18n';
import { NS } from '../../../i18n/namespace';
import { useMoney } from '../../../hooks/use-money';
import { rejectReason } from '../lib/reject-reason';
import { useSlipStore } from '../stores/slip-store';
import styles from './slip-contents.module.css';

/** What happened to each order: confirming until the provider decides, then confirmed or the reason. */
export function SlipReceipts() {
  const { t } = useTranslation(NS);
  const fmt = useMoney();
  const receipts = useSlipStore((s) => s.receipts);
  const clear = useSlipStore((s) => s.clear);
  const setReceipts = useSlipStore((s) => s.setReceipts);
  const status = (s: number, code: number | null) =>
    s === 2
      ? `${t('receipt.rejected')}: ${rejectReason(t, code)}`
      : s === 3
        ? t('receipt.cancelled')
        : s === 4 || s === 5
          ? t('receipt.confirmed')
          : t('receipt.confirming');
  return (
    <div className={styles.receipts} role="status" aria-live="polite">
      <ul>
        {receipts.map((r, i) => (
          <li
            key={r.orderId ?? `r${i}`}
            className={styles.receipt}
            data-testid="receipt"
            data-status={r.status}
          >
            <span>{r.label}</span>
            <span>{fmt(r.stake)}</span>
            <strong className={r.status === 2 ? styles.bad : r.status >= 4 ? styles.good : ''}>
              {status(r.status, r.rejectCode)}
            </strong>
          </li>
        ))}
      </ul>
      <div className={styles.receiptActions}>
        <button type="button" className={styles.secondary} onClick={() => setReceipts([])}>
          {t('receipt.keep')}
        </button>
        <button type="button" className={styles.place} onClick={clear}>
          {t('receipt.done')}
        </button>
      </div>
    </div>
  );
}
