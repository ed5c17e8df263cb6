import { useEffect, useState } from 'react';
import { useTranslation } from '@app/shared/i18n';
import { cashOutBet, sportsbookQueries } from '@app/shared/api/sportsbook';
import { publishIntent, shell } from '@app/shared/federation';
import { useQuery, useQueryClient } from '@app/shared/client';
import { useRgRefresh } from '@app/shared/api/rg';
import { useServerAction } from '@app/shared/ui';
import { whileMoneyMoves } from '@app/shared/store';
import { NS } from '../../../i18n/namespace';
import { useMoney } from '../../../hooks/use-money';
import styles from './my-bets.module.css';

/** Quote validity when the provider does not say (research §1.6: quote with a countdown). */
const DEFAULT_VALID_MS = 10_000;
const REQUOTE_MS = 3_000;

export interface CashOutProps {
  orderId: string;
  username: string;
}

/** Cash out: ask for a quote, show it with its countdown (re-quoted while open), confirm once. */
export function CashOut({ orderId, username }: CashOutProps) {
  const { t } = useTranslation(NS);
  const fmt = useMoney();
  const qc = useQueryClient();
  const refreshRg = useRgRefresh();
  const [asked, setAsked] = useState(false);
  const [now, setNow] = useState(() => Date.now());
  const quote = useQuery({
    ...sportsbookQueries.cashOutPrice(username, orderId),
    enabled: asked,
    refetchInterval: asked ? REQUOTE_MS : false,
  });
  useEffect(() => {
    if (!asked) return;
    const id = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(id);
  }, [asked]);
  const q = quote.data;
  const expireAt =
    q && typeof q.expireAt === 'number' ? q.expireAt : quote.dataUpdatedAt + DEFAULT_VALID_MS;
  const left = Math.max(0, Math.ceil((expireAt - now) / 1000));
  const available = q !== null && q !== undefined && q.price > 0;

  const cashOut = useServerAction(
    'cash-out',
    (key, price: number) => whileMoneyMoves(() => cashOutBet(orderId, price, key)),
    {
      onSuccess: () => {
        publishIntent('wallet.changed', { reason: 'sports-cash-out' });
        // the returned amount lowers what the loss limits count as lost
        refreshRg();
        void shell.refreshBalance();
        setAsked(false);
        void qc.invalidateQueries({ queryKey: ['sportsbook', 'bets'] });
      },
      onFailure: () => void quote.refetch(),
    },
  );
  const { busy } = cashOut;
  const error = cashOut.outcome?.ok === false ? cashOut.outcome.text : null;
  const confirm = () => {
    if (q && left > 0) void cashOut.start(q.price);
  };

  if (!asked)
    return (
      <button
        type="button"
        className={styles.cash}
        onClick={() => setAsked(true)}
        data-testid="cash-out"
      >
        {t('cashOut.ask')}
      </button>
    );
  return (
    <div className={styles.quote} role="group" aria-label={t('cashOut.ask')}>
      {quote.isPending ? (
        <span className={styles.muted}>{t('cashOut.quoting')}</span>
      ) : !available ? (
        <span className={styles.muted}>{t('cashOut.unavailable')}</span>
      ) : (
        <button
          type="button"
          className={styles.cashConfirm}
          disabled={busy || left === 0}
          onClick={confirm}
          data-testid="cash-out-confirm"
        >
          {t('cashOut.confirm', { amount: fmt(q.price) })}
          <span className={styles.timer}>{left > 0 ? `${left}s` : t('cashOut.expired')}</span>
        </button>
      )}
      <button type="button" className={styles.link} onClick={() => setAsked(false)}>
        {t('cashOut.cancel')}
      </button>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
