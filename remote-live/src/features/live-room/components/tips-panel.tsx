import { useEffect } from 'react';
import { useTranslation } from '@app/shared/i18n';
import { formatMoney } from '@app/shared/rules';
import type { PushOrder } from '@app/shared/api/live';
import { NS } from '../../../i18n/namespace';
import { useFollowTip, usePayFee, useRoomTips } from '../api/use-room';
import { readTip, type TipContent } from '../lib/tip';
import styles from './room.module.css';

export interface TipsPanelProps {
  streamId: string;
  /** Bumped when the presenter pushes a tip (chat event): the list reloads. */
  version: number;
  loggedIn: boolean;
  onLogin: () => void;
  onBet: (tip: TipContent) => void;
}

/** The presenter's pushed tips; "Bet" records the follow and hands the pick to the bet slip. */
export function TipsPanel({ streamId, version, loggedIn, onLogin, onBet }: TipsPanelProps) {
  const { t } = useTranslation(NS);
  const tips = useRoomTips(streamId);
  const follow = useFollowTip();
  const pay = usePayFee();
  const { refetch } = tips;
  useEffect(() => {
    if (version > 0) void refetch();
  }, [version, refetch]);

  const orders = tips.data?.records ?? [];
  if (orders.length === 0) return null;

  const bet = (order: PushOrder, tip: TipContent) => {
    if (!loggedIn) return onLogin();
    follow.mutate(order, { onSettled: () => onBet(tip) });
  };

  return (
    <section className={styles.tips} aria-label={t('tips.title')} data-testid="tips">
      <h2 className={styles.sectionTitle}>{t('tips.title')}</h2>
      <ul className={styles.tipList}>
        {orders.slice(0, 5).map((order) => {
          const tip = readTip(order);
          return (
            <li key={String(order.id)} className={styles.tip} data-testid="tip">
              {order.locked ? (
                <>
                  <span className={styles.tipText}>
                    <span>{t('tips.locked', { amount: formatMoney(order.fee ?? 0) })}</span>
                  </span>
                  <button
                    type="button"
                    className={styles.tipButton}
                    disabled={pay.isPending}
                    onClick={() =>
                      loggedIn &&
                      window.confirm(t('tips.confirmPay', { amount: formatMoney(order.fee ?? 0) }))
                        ? pay.mutate({ pushOrderId: order.id })
                        : !loggedIn && onLogin()
                    }
                  >
                    {t('tips.unlock')}
                  </button>
                </>
              ) : tip ? (
                <>
                  <span className={styles.tipText}>
                    <span>
                      <strong>{tip.label}</strong> @ {tip.odds.toFixed(2)}
                    </span>
                    <small>
                      {tip.matchName}
                      {tip.marketName ? ` · ${tip.marketName}` : ''}
                    </small>
                  </span>
                  <button
                    type="button"
                    className={styles.tipButton}
                    disabled={follow.isPending}
                    onClick={() => bet(order, tip)}
                  >
                    {t('tips.bet')}
                  </button>
                </>
              ) : (
                <span className={styles.tipText}>
                  <span>{t('tips.unreadable')}</span>
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
