import { useState } from 'react';
import { useTranslation } from '@app/shared/i18n';
import { formatMoney } from '@app/shared/rules';
import { useAppStore } from '@app/shared/store';
import ui from '../../../components/ui.module.css';
import { NS } from '../../../i18n/namespace';
import { formatDateTime } from '../../../lib/locale';
import {
  HISTORY_STATUSES,
  HISTORY_TYPES,
  type HistoryFilters,
  type HistoryItem,
} from '../api/cashier-types';
import { useHistory } from '../api/use-cashier';
import {
  isCashierMethod,
  KIND_LABEL,
  labelOf,
  METHOD_LABEL,
  STATUS_LABEL,
  TYPE_LABEL,
} from '../labels';
import { CashierTabs } from './cashier-tabs';
import { HistoryDetailPanel } from './history-detail';
import { StatusBadge } from './status-badge';
import styles from './cashier.module.css';

const DAY = 86_400_000;
const dayStart = (value: string) => (value ? Date.parse(`${value}T00:00:00`) : null);

/**
 * Rows the cashier made (its deposits, withdrawals) have a reference the member can quote and a
 * detail; the other ledger rows carry internal ids, which stay off the screen.
 */
const isCashierRow = (item: HistoryItem) =>
  item.type === 'withdrawal' || (item.type === 'deposit' && isCashierMethod(item.kind));

function RowLabel({ item }: { item: HistoryItem }) {
  const { t } = useTranslation(NS);
  if (item.type === 'deposit')
    return (
      <>{`${t('cashier.type.deposit')} · ${t(labelOf(METHOD_LABEL, item.kind, METHOD_LABEL.manual))}`}</>
    );
  return <>{t(labelOf(KIND_LABEL, item.kind, KIND_LABEL.deposit))}</>;
}

/** Every money movement in one list, filtered by type, status and dates; a row opens its detail. */
export function HistoryPage() {
  const { t } = useTranslation(NS);
  const language = useAppStore((s) => s.language);
  const [filters, setFilters] = useState<HistoryFilters>({
    type: '',
    status: '',
    from: null,
    to: null,
  });
  const [dates, setDates] = useState({ from: '', to: '' });
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const history = useHistory(filters, page);
  const change = (next: Partial<HistoryFilters>) => {
    setFilters((f) => ({ ...f, ...next }));
    setPage(1);
  };
  const data = history.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.size)) : 1;
  return (
    <div className={styles.page} data-testid="cashier-history">
      <CashierTabs />
      <section className={ui.panel} aria-labelledby="history-title">
        <h1 id="history-title" className={ui.panelTitle}>
          {t('cashier.history.title')}
        </h1>
        <div className={styles.filters}>
          <label className={ui.field}>
            <span>{t('cashier.history.type')}</span>
            <select
              className={ui.input}
              value={filters.type}
              onChange={(e) => change({ type: e.target.value as HistoryFilters['type'] })}
              data-testid="history-type"
            >
              <option value="">{t('cashier.history.all')}</option>
              {HISTORY_TYPES.map((ty) => (
                <option key={ty} value={ty}>
                  {t(TYPE_LABEL[ty])}
                </option>
              ))}
            </select>
          </label>
          <label className={ui.field}>
            <span>{t('cashier.history.status')}</span>
            <select
              className={ui.input}
              value={filters.status}
              onChange={(e) => change({ status: e.target.value as HistoryFilters['status'] })}
              data-testid="history-status"
            >
              <option value="">{t('cashier.history.all')}</option>
              {HISTORY_STATUSES.map((st) => (
                <option key={st} value={st}>
                  {t(STATUS_LABEL[st])}
                </option>
              ))}
            </select>
          </label>
          <label className={ui.field}>
            <span>{t('cashier.history.from')}</span>
            <input
              type="date"
              className={ui.input}
              value={dates.from}
              onChange={(e) => {
                setDates((d) => ({ ...d, from: e.target.value }));
                change({ from: dayStart(e.target.value) });
              }}
            />
          </label>
          <label className={ui.field}>
            <span>{t('cashier.history.to')}</span>
            <input
              type="date"
              className={ui.input}
              value={dates.to}
              onChange={(e) => {
                setDates((d) => ({ ...d, to: e.target.value }));
                const start = dayStart(e.target.value);
                change({ to: start === null ? null : start + DAY - 1 });
              }}
            />
          </label>
        </div>
        {history.isError ? (
          <p className={ui.fail} role="alert">
            {t('cashier.history.loadFailed')}
          </p>
        ) : !data ? (
          <div className={`${ui.skeleton} ${styles.listSkeleton}`} aria-busy="true" />
        ) : data.records.length === 0 ? (
          <p className={ui.muted}>{t('cashier.history.empty')}</p>
        ) : (
          <ul className={styles.history} data-testid="history-list">
            {data.records.map((item) => (
              <li
                key={item.id}
                className={styles.historyRow}
                data-testid="history-row"
                data-reference={isCashierRow(item) ? (item.reference ?? '') : ''}
              >
                <button
                  type="button"
                  className={styles.historyButton}
                  onClick={() => setOpen(item.id)}
                  aria-haspopup="dialog"
                  disabled={!isCashierRow(item)}
                >
                  <span className={styles.historyMain}>
                    <span className={styles.historyTitle}>
                      <RowLabel item={item} />
                    </span>
                    <span className={ui.muted}>
                      {formatDateTime(item.createdAt, language)}
                      {item.reference && isCashierRow(item) ? ` · ${item.reference}` : ''}
                    </span>
                  </span>
                  <span className={styles.historySide}>
                    <span className={item.amount >= 0 ? styles.plus : styles.minus}>
                      {item.amount >= 0 ? '+' : '−'}
                      {formatMoney(Math.abs(item.amount))}
                    </span>
                    <StatusBadge status={item.status} />
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
        {data && pages > 1 ? (
          <div className={styles.pager}>
            <button
              type="button"
              className={ui.ghost}
              disabled={page <= 1}
              onClick={() => setPage(page - 1)}
            >
              {t('cashier.history.prev')}
            </button>
            <span className={ui.muted}>{t('cashier.history.pageOf', { page, pages })}</span>
            <button
              type="button"
              className={ui.ghost}
              disabled={page >= pages}
              onClick={() => setPage(page + 1)}
            >
              {t('cashier.history.next')}
            </button>
          </div>
        ) : null}
      </section>
      {open ? <HistoryDetailPanel id={open} onClose={() => setOpen(null)} /> : null}
    </div>
  );
}
