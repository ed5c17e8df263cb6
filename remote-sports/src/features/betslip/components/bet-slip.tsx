import { useEffect } from 'react';
import { useTranslation } from '@app/shared/i18n';
import { shell } from '@app/shared/federation';
import { useSessionStore } from '@app/shared/store';
import { useRgState } from '@app/shared/query';
import { NS } from '../../../i18n/namespace';
import { useMoney } from '../../../hooks/use-money';
import { usePlaceBets } from '../hooks/use-place-bets';
import { useSlipIntents } from '../hooks/use-slip-intents';
import { useSlipQuote } from '../hooks/use-slip-quote';
import { checkSlip } from '../lib/slip-check';
import { MAX_SELECTIONS, useSlipStore } from '../stores/slip-store';
import { SeriesOptions } from './series-options';
import { SlipItem } from './slip-item';
import { SlipReceipts } from './slip-receipts';
import { SlipRgNotice } from './slip-rg-notice';
import { SlipSummary } from './slip-summary';
import styles from './bet-slip.module.css';

/** The bet slip: a right-hand column on desktop, a bottom sheet with a count badge on phones. */
export function BetSlip() {
  const { t } = useTranslation(NS);
  const fmt = useMoney();
  useSlipIntents();
  useSlipQuote();
  const s = useSlipStore();
  const balance = useSessionStore((x) => x.balance);
  const rg = useRgState();
  const { place, placing, error, clearError } = usePlaceBets();
  const check = checkSlip({ ...s, balance, rg });
  const count = s.items.length;
  const pending = s.items.some((i) => i.pending !== null);
  // a quote refresh replaces the items every few seconds: only the member's own changes clear an error
  const picks = s.items.map((i) => i.key).join();

  useEffect(() => {
    // the balance shown next to the stake must be read now, not whenever the page loaded
    if (count > 0) void shell.refreshBalance();
  }, [count > 0]); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(clearError, [picks, s.stakes, s.seriesStakes, s.mode]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <>
      <button
        type="button"
        className={styles.bar}
        onClick={() => s.setOpen(true)}
        data-testid="slip-bar"
        aria-label={t('slip.openWith', { count })}
      >
        <span className={styles.badge} data-testid="slip-count">
          {count}
        </span>
        <span>{t('slip.title')}</span>
        <strong>{fmt(check.totalStake)}</strong>
      </button>
      {s.open ? <div className={styles.backdrop} onClick={() => s.setOpen(false)} /> : null}
      <aside
        className={`${styles.panel} ${s.open ? styles.open : ''}`}
        aria-label={t('slip.title')}
        data-testid="bet-slip"
      >
        <header className={styles.head}>
          <h2>
            {t('slip.title')} <span className={styles.badge}>{count}</span>
          </h2>
          {count > 0 ? (
            <button type="button" className={styles.link} onClick={s.clear}>
              {t('slip.clear')}
            </button>
          ) : null}
          <button
            type="button"
            className={styles.close}
            aria-label={t('slip.close')}
            onClick={() => s.setOpen(false)}
          >
            ✕
          </button>
        </header>
        {count > 0 ? (
          <div className={styles.balance}>
            <span>{t('slip.balance')}</span>
            <strong data-testid="slip-balance">{fmt(balance)}</strong>
          </div>
        ) : null}
        {count > 0 || rg.excluded ? <SlipRgNotice rg={rg} /> : null}
        {s.receipts.length > 0 ? (
          <SlipReceipts />
        ) : count === 0 ? (
          <p className={styles.empty}>{t('slip.empty')}</p>
        ) : (
          <>
            <div className={styles.modes} role="tablist">
              {(['single', 'parlay'] as const).map((m) => (
                <button
                  key={m}
                  type="button"
                  role="tab"
                  aria-selected={s.mode === m}
                  disabled={m === 'parlay' && count < 2}
                  className={s.mode === m ? styles.modeOn : styles.mode}
                  onClick={() => s.setMode(m)}
                >
                  {m === 'single' ? t('slip.singles') : t('slip.parlay')}
                </button>
              ))}
            </div>
            {s.notice === 'full' ? (
              <p className={styles.warn}>{t('slip.full', { max: MAX_SELECTIONS })}</p>
            ) : null}
            <ul className={styles.items}>
              {s.items.map((item) => (
                <SlipItem key={item.key} item={item} single={s.mode === 'single'} />
              ))}
            </ul>
            {s.mode === 'parlay' && count >= 2 ? <SeriesOptions /> : null}
            {pending ? (
              <div className={styles.accept} role="alert">
                <span>{t('slip.oddsChanged')}</span>
                <button
                  type="button"
                  className={styles.place}
                  onClick={s.acceptAll}
                  data-testid="accept-odds"
                >
                  {t('slip.accept')}
                </button>
              </div>
            ) : null}
            <SlipSummary
              check={check}
              placing={placing}
              error={error}
              onPlace={() => void place(check)}
            />
          </>
        )}
      </aside>
    </>
  );
}
