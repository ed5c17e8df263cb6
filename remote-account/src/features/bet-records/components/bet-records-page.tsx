import { useState } from 'react';
import { useTranslation } from '@app/shared/i18n';
import { formatMoney } from '@app/shared/rules';
import { shell } from '@app/shared/federation';
import { useSessionStore } from '@app/shared/store';
import ui from '../../../components/ui.module.css';
import { NS } from '../../../i18n/namespace';
import { displayCurrency } from '../../../lib/currency';
import { PAGE_SIZE, useBetRecords } from '../api/use-bet-records';
import { customRange, presetRange, type DateRange, type RangePreset } from '../date-range';
import { filterByProduct, pageProducts } from '../product-filter';
import { BetList } from './bet-list';
import { ProductChips } from './product-chips';
import { RangeFilter } from './range-filter';
import styles from './bet-records.module.css';

const STATUSES = [
  { value: undefined, key: 'bets.statusAll' },
  { value: 4, key: 'bets.statusOpen' },
  { value: 5, key: 'bets.statusSettled' },
] as const;

/**
 * mybet sum and detail by date range and status: totals, then the bets page by page; the products
 * on a page narrow that page (the calls take no product).
 */
export function BetRecordsPage() {
  const { t } = useTranslation(NS);
  const currency = displayCurrency(useSessionStore((s) => s.userInfo?.regCurrency));
  const [range, setRange] = useState<DateRange>(() => presetRange('week'));
  const [preset, setPreset] = useState<RangePreset | 'custom'>('week');
  const [status, setStatus] = useState<number | undefined>(undefined);
  const [page, setPage] = useState(1);
  const [product, setProduct] = useState<string | null>(null);
  const { sum, detail } = useBetRecords({ ...range, status }, page);
  const records = detail.data?.records ?? [];
  const products = pageProducts(records);
  const active = product !== null && products.includes(product) ? product : null;
  const shown = {
    ...detail,
    data: detail.data && { ...detail.data, records: filterByProduct(records, active) },
  };
  const pages = Math.max(1, Math.ceil((detail.data?.total ?? 0) / PAGE_SIZE));
  const win = sum.data?.winAmount ?? null;
  return (
    <section className={styles.page} aria-labelledby="bets-title">
      <div className={ui.panelHead}>
        <h1 id="bets-title" className={ui.panelTitle}>
          {t('bets.title')}
        </h1>
        <button type="button" className={ui.ghost} onClick={() => shell.navigate('/sports/mybets')}>
          {t('bets.openSports')}
        </button>
      </div>
      <RangeFilter
        preset={preset}
        onPreset={(p) => {
          setPreset(p);
          setRange(presetRange(p));
          setPage(1);
        }}
        onCustom={(from, to) => {
          const r = customRange(from, to);
          if (!r) return false;
          setPreset('custom');
          setRange(r);
          setPage(1);
          return true;
        }}
      />
      <div className={ui.segmented} role="group" aria-label={t('bets.status')}>
        {STATUSES.map((s) => (
          <button
            key={s.key}
            type="button"
            className={ui.ghost}
            aria-pressed={status === s.value}
            onClick={() => {
              setStatus(s.value);
              setPage(1);
            }}
          >
            {t(s.key)}
          </button>
        ))}
      </div>
      <div className={ui.stats} data-testid="bets-totals" aria-busy={sum.isFetching}>
        <div className={ui.stat}>
          <span className={ui.statLabel}>{t('bets.count')}</span>
          <span className={ui.statValue}>{sum.data ? sum.data.betCount : '—'}</span>
        </div>
        <div className={ui.stat}>
          <span className={ui.statLabel}>{t('bets.stake', { currency })}</span>
          <span className={ui.statValue}>{sum.data ? formatMoney(sum.data.betAmount) : '—'}</span>
        </div>
        <div className={ui.stat}>
          <span className={ui.statLabel}>{t('bets.valid', { currency })}</span>
          <span className={ui.statValue}>
            {sum.data ? formatMoney(sum.data.validBetAmount ?? 0) : '—'}
          </span>
        </div>
        <div className={ui.stat}>
          <span className={ui.statLabel}>{t('bets.winLoss', { currency })}</span>
          <span className={`${ui.statValue} ${!win ? '' : win > 0 ? ui.win : ui.loss}`}>
            {sum.data ? `${(win ?? 0) > 0 ? '+' : ''}${formatMoney(win ?? 0)}` : '—'}
          </span>
        </div>
      </div>
      <ProductChips products={products} active={active} onChange={setProduct} />
      <BetList query={shown} currency={currency} />
      {pages > 1 && (
        <nav className={styles.pager} aria-label={t('bets.pages')}>
          <button
            type="button"
            className={ui.ghost}
            disabled={page <= 1 || detail.isFetching}
            onClick={() => setPage((p) => p - 1)}
          >
            {t('bets.prev')}
          </button>
          <span aria-live="polite">{t('bets.pageOf', { page, pages })}</span>
          <button
            type="button"
            className={ui.ghost}
            disabled={page >= pages || detail.isFetching}
            onClick={() => setPage((p) => p + 1)}
          >
            {t('bets.next')}
          </button>
        </nav>
      )}
    </section>
  );
}
