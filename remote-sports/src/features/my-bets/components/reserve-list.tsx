import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { cancelReserveBet, LoadingState, MessageState, sportsbookQueries } from '@app/shared';
import { NS } from '../../../i18n/namespace';
import { BetCard } from './bet-card';
import styles from './my-bets.module.css';

/** Reserve status: 0 reserving, 1 filled, 2 failed, 3 cancelled. */
export function ReserveList({ username }: { username: string }) {
  const { t } = useTranslation(NS);
  const qc = useQueryClient();
  const { data, isPending, isError } = useQuery(sportsbookQueries.reserveBets(username));
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (isPending) return <LoadingState label={t('loading')} />;
  if (isError) return <MessageState role="alert" title={t('error')} />;
  if (data.records.length === 0) return <MessageState title={t('bets.noReserve')} />;
  const cancel = async (id: string) => {
    if (busy) return;
    setBusy(id);
    setError(null);
    try {
      await cancelReserveBet(id);
      await qc.invalidateQueries({ queryKey: ['sportsbook', 'reserve-bets', username] });
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(null);
    }
  };
  return (
    <div className={styles.list}>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      {data.records.map((bet) => {
        const rs = (bet as { reserveStatus?: unknown }).reserveStatus;
        const label =
          rs === 1
            ? t('reserve.filled')
            : rs === 2
              ? t('reserve.failed')
              : rs === 3
                ? t('reserve.cancelled')
                : t('reserve.waiting');
        return (
          <BetCard
            key={String(bet.id)}
            bet={{ ...bet, status: rs === 0 ? 0 : bet.status }}
            username={username}
            extra={
              <div className={styles.reserveRow}>
                <span data-testid="reserve-state">{label}</span>
                {rs === 0 ? (
                  <button
                    type="button"
                    className={styles.link}
                    disabled={busy === String(bet.id)}
                    onClick={() => void cancel(String(bet.id))}
                    data-testid="reserve-cancel"
                  >
                    {t('reserve.cancel')}
                  </button>
                ) : null}
              </div>
            }
          />
        );
      })}
    </div>
  );
}
