import { useTranslation } from '@app/shared/i18n';
import { cancelReserveBet, sportsbookQueries } from '@app/shared/api/sportsbook';
import { LoadingState, MessageState, useServerAction } from '@app/shared/ui';
import { useQuery, useQueryClient } from '@app/shared/client';
import { NS } from '../../../i18n/namespace';
import { BetCard } from './bet-card';
import styles from './my-bets.module.css';

/** Reserve status: 0 reserving, 1 filled, 2 failed, 3 cancelled. */
export function ReserveList({ username }: { username: string }) {
  const { t } = useTranslation(NS);
  const qc = useQueryClient();
  const { data, isPending, isError } = useQuery(sportsbookQueries.reserveBets(username));
  // the row stays busy until the list shows the cancellation
  const cancel = useServerAction('cancel-reserve', async (_key, id: string) => {
    await cancelReserveBet(id);
    await qc.invalidateQueries({ queryKey: ['sportsbook', 'reserve-bets', username] });
  });
  const busy = cancel.running?.[0] ?? null;
  const error = cancel.outcome?.ok === false ? cancel.outcome.text : null;
  if (isPending) return <LoadingState label={t('loading')} />;
  if (isError) return <MessageState role="alert" title={t('error')} />;
  if (data.records.length === 0) return <MessageState title={t('bets.noReserve')} />;
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
                    onClick={() => void cancel.start(String(bet.id))}
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
