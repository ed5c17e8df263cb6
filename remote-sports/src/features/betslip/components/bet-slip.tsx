import { useEffect } from 'react';
import { useTranslation } from '@app/shared/i18n';
import { shell } from '@app/shared/federation';
import { lazyPage } from '@app/shared/lazy';
import { useRgState } from '@app/shared/api/rg';
import { NS, withWords } from '../../../i18n/namespace';
import { useMoney } from '../../../hooks/use-money';
import { useSlipIntents } from '../hooks/use-slip-intents';
import { planStakes } from '../lib/slip-stakes';
import { useSlipStore } from '../stores/slip-store';
import styles from './bet-slip.module.css';

/**
 * What the slip shows once it holds something: its own chunk (issue 16), so /sports's first screen
 * does not carry placing, quotes and stakes for a visitor who has picked nothing. It is fetched as the
 * visitor starts using the list (sports-layout.tsx), before the first tap on a price.
 */
export const SlipContents = lazyPage(() =>
  withWords(
    import(/* webpackChunkName: "slip-contents" */ './slip-contents'),
    'slip',
    'orders',
  ).then((m) => m.SlipContents),
);

/** The bet slip: a right-hand column on desktop, a bottom sheet with a count badge on phones. */
export function BetSlip() {
  const { t } = useTranslation(NS);
  const fmt = useMoney();
  useSlipIntents();
  const s = useSlipStore();
  const rg = useRgState();
  const count = s.items.length;

  useEffect(() => {
    // the balance shown next to the stake must be read now, not whenever the page loaded
    if (count > 0) void shell.refreshBalance();
  }, [count > 0]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <>
      <button
        type="button"
        className={styles.bar}
        onClick={() => s.setOpen(true)}
        data-testid="slip-bar"
        aria-label={t('slipBar.openWith', { count })}
      >
        <span className={styles.badge} data-testid="slip-count">
          {count}
        </span>
        <span>{t('slipBar.title')}</span>
        <strong>{fmt(planStakes(s).totalStake)}</strong>
      </button>
      {s.open ? <div className={styles.backdrop} onClick={() => s.setOpen(false)} /> : null}
      <aside
        className={`${styles.panel} ${s.open ? styles.open : ''}`}
        aria-label={t('slipBar.title')}
        data-testid="bet-slip"
      >
        <header className={styles.head}>
          <h2>
            {t('slipBar.title')} <span className={styles.badge}>{count}</span>
          </h2>
          {count > 0 ? (
            <button type="button" className={styles.link} onClick={s.clear}>
              {t('slipBar.clear')}
            </button>
          ) : null}
          <button
            type="button"
            className={styles.close}
            aria-label={t('slipBar.close')}
            onClick={() => s.setOpen(false)}
          >
            ✕
          </button>
        </header>
        {count > 0 || rg.excluded || s.receipts.length > 0 ? (
          <SlipContents rg={rg} />
        ) : (
          <p className={styles.empty}>{t('slipBar.empty')}</p>
        )}
      </aside>
    </>
  );
}
