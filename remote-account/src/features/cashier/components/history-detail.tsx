import { useEffect, useRef } from 'react';
import { useTranslation } from '@app/shared/i18n';
import { formatMoney } from '@app/shared/rules';
import { useAppStore } from '@app/shared/store';
import ui from '../../../components/ui.module.css';
import { NS } from '../../../i18n/namespace';
import { formatDateTime } from '../../../lib/locale';
import { useCancelWithdrawal, useHistoryDetail } from '../api/use-cashier';
import { cashierError } from '../cashier-error';
import { labelOf, METHOD_LABEL, STATUS_LABEL } from '../labels';
import { StatusBadge } from './status-badge';
import styles from './cashier.module.css';

/** One deposit or withdrawal: its reference, what it was paid with or to, and its state changes. */
export function HistoryDetailPanel({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation(NS);
  const language = useAppStore((s) => s.language);
  const detail = useHistoryDetail(id);
  const cancel = useCancelWithdrawal();
  const d = detail.data;
  const item = d ? (d.type === 'deposit' ? d.deposit : d.withdrawal) : null;
  const error = cancel.error ? cashierError(cancel.error) : null;
  const panel = useRef<HTMLElement>(null);
  // on a phone the detail opens below the list, out of sight: bring it (and focus) to the member
  useEffect(() => {
    panel.current?.scrollIntoView?.({ block: 'nearest' });
    panel.current?.focus({ preventScroll: true });
  }, [id]);
  return (
    <section
      ref={panel}
      tabIndex={-1}
      className={`${ui.panel} ${styles.detail}`}
      role="dialog"
      aria-modal="false"
      aria-labelledby="detail-title"
      data-testid="history-detail"
    >
      <div className={ui.panelHead}>
        <h2 id="detail-title" className={ui.panelTitle}>
          {t('cashier.history.details')}
        </h2>
        <button type="button" className={ui.ghost} onClick={onClose}>
          {t('cashier.history.close')}
        </button>
      </div>
      {d && item ? (
        <>
          <dl className={styles.detailList}>
            <dt>{t('cashier.history.reference')}</dt>
            <dd data-testid="detail-reference">{item.reference}</dd>
            <dt>{t('cashier.history.amount')}</dt>
            <dd>{formatMoney(item.amount)}</dd>
            <dt>{t('cashier.history.status')}</dt>
            <dd>
              <StatusBadge status={item.status} />
            </dd>
            <dt>{t('cashier.history.time')}</dt>
            <dd>{formatDateTime(item.createdAt, language)}</dd>
            {d.type === 'deposit' ? (
              <>
                <dt>{t('cashier.history.method')}</dt>
                <dd>{t(labelOf(METHOD_LABEL, d.deposit.method, METHOD_LABEL.bank))}</dd>
              </>
            ) : (
              <>
                <dt>{t('cashier.history.account')}</dt>
                <dd>{`${d.withdrawal.account.bankName ?? 'USDT TRC-20'} · ${d.withdrawal.account.number}`}</dd>
              </>
            )}
            {item.reason && d.type === 'withdrawal' ? (
              <>
                <dt>{t('cashier.history.reason')}</dt>
                <dd>{item.reason}</dd>
              </>
            ) : null}
          </dl>
          <h3 className={styles.legend}>{t('cashier.history.timeline')}</h3>
          <ol className={styles.timeline}>
            {d.timeline.map((e) => (
              <li key={`${e.to}-${e.at}`}>
                <span>{t(labelOf(STATUS_LABEL, e.to, STATUS_LABEL.pending))}</span>
                <span className={ui.muted}>{formatDateTime(e.at, language)}</span>
              </li>
            ))}
          </ol>
          {d.type === 'withdrawal' && d.withdrawal.status === 'pending' ? (
            <button
              type="button"
              className={ui.danger}
              disabled={cancel.isPending}
              onClick={() =>
                cancel.mutate(d.withdrawal.id, { onSuccess: () => void detail.refetch() })
              }
              data-testid="withdraw-cancel"
            >
              {t('cashier.history.cancel')}
            </button>
          ) : null}
          {cancel.isSuccess ? (
            <p className={ui.ok} role="status">
              {t('cashier.history.cancelled')}
            </p>
          ) : null}
          {error ? (
            <p className={ui.fail} role="alert">
              {t(`cashier.error.${error.key}`, error.values)}
            </p>
          ) : null}
        </>
      ) : detail.isError ? (
        <p className={ui.fail} role="alert">
          {t('cashier.history.loadFailed')}
        </p>
      ) : (
        <div className={`${ui.skeleton} ${styles.listSkeleton}`} aria-busy="true" />
      )}
    </section>
  );
}
