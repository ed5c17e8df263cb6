import { useEffect } from 'react';
import { useTranslation } from '@app/shared/i18n';
import { useSessionStore } from '@app/shared/store';
import type { useRgState } from '@app/shared/api/rg';
import { NS } from '../../../i18n/namespace';
import { useCurrency, useMoney } from '../../../hooks/use-money';
import { usePlaceBets } from '../hooks/use-place-bets';
import { useSlipQuote } from '../hooks/use-slip-quote';
import { checkSlip } from '../lib/slip-check';
import { acceptAllPicks } from '../stores/slip-quote-actions';
import { MAX_SELECTIONS, useSlipStore } from '../stores/slip-store';
import { SeriesOptions } from './series-options';
import { SlipItem } from './slip-item';
import { SlipReceipts } from './slip-receipts';
import { SlipRgNotice } from './slip-rg-notice';
import { SlipSummary } from './slip-summary';
import frame from './bet-slip.module.css';
import styles from './slip-contents.module.css';

export interface SlipContentsProps {
  rg: ReturnType<typeof useRgState>;
}

/**
 * The slip once it holds something (picks, receipts, a responsible-gambling notice): balance, picks,
 * stakes, series, the quote that keeps their prices fresh and placing. A chunk of its own (bet-slip.tsx).
 */
export function SlipContents({ rg }: SlipContentsProps) {
  const { t } = useTranslation(NS);
  const fmt = useMoney();
  useSlipQuote();
  const s = useSlipStore();
  const balance = useSessionStore((x) => x.balance);
  const currency = useCurrency();
  const check = checkSlip({ ...s, balance, rg, currency });
  const { place, placing, error, clearError } = usePlaceBets();
  const count = s.items.length;
  const pending = s.items.some((i) => i.pending !== null);
  // a quote refresh replaces the items every few seconds: only the member's own changes clear an error
  const picks = s.items.map((i) => i.key).join();
  useEffect(clearError, [picks, s.stakes, s.seriesStakes, s.mode]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <>
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
        <p className={frame.empty}>{t('slipBar.empty')}</p>
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
                onClick={acceptAllPicks}
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
    </>
  );
}
