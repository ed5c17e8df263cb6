import { useState } from 'react';
import { useTranslation } from '@app/shared/i18n';
import { formatMoney } from '@app/shared/rules';
import { publishIntent } from '@app/shared/federation';
import { sendGift } from '@app/shared/api/live';
import { useServerAction } from '@app/shared/ui';
import { useSessionStore } from '@app/shared/store';
import { NS } from '../../../i18n/namespace';
import { useGifts } from '../api/use-gifts';
import { giftName } from '../../../i18n/gift-name';
import styles from './gifts.module.css';

export interface GiftBarProps {
  streamId: string;
  loggedIn: boolean;
  onLogin: () => void;
  /** False when the stream is not live (the server refuses gifts then). */
  live: boolean;
}

const COUNTS = [1, 10, 66] as const;
const PLACEHOLDERS = [0, 1, 2, 3, 4, 5];

/** A gift's box while the list loads, the same size as a gift, so nothing below moves (issue 16). */
function GiftPlaceholder() {
  return (
    <span className={`${styles.gift} ${styles.placeholder}`} aria-hidden="true">
      <span className={styles.iconSlot} />
      <span className={styles.giftName}>&nbsp;</span>
      <span className={styles.price}>&nbsp;</span>
    </span>
  );
}

/**
 * The gift tray: prices, a count, one send per press (no double send). The key belongs to the
 * choice (gift and count): pressing again after a network failure repeats the same send (R8).
 */
export function GiftBar({ streamId, loggedIn, onLogin, live }: GiftBarProps) {
  const { t } = useTranslation(NS);
  const gifts = useGifts();
  const send = useServerAction(
    'gift',
    (idempotencyKey, giftId: number | string, times: number) =>
      sendGift({ streamId, giftId, count: times, idempotencyKey }),
    {
      onSuccess: () => {
        // the host refreshes the balance from the server on this intent, never guessed
        publishIntent('wallet.changed', { reason: 'live.gift' });
        return t('gifts.thanks');
      },
    },
  );
  const balance = useSessionStore((s) => s.balance);
  const [selected, setSelected] = useState<string | null>(null);
  const [count, setCount] = useState<number>(1);

  const gift = gifts.data?.find((g) => String(g.id) === selected) ?? null;
  const total = gift ? gift.price * count : 0;
  const short = balance !== null && total > balance;

  const submit = () => {
    if (gift) void send.start(gift.id, count);
  };

  return (
    <section className={styles.bar} aria-label={t('gifts.title')} data-testid="gift-bar">
      <div
        className={styles.tray}
        role="listbox"
        aria-label={t('gifts.title')}
        aria-busy={gifts.isPending}
      >
        {gifts.isPending ? PLACEHOLDERS.map((i) => <GiftPlaceholder key={i} />) : null}
        {(gifts.data ?? []).map((g) => (
          <button
            key={String(g.id)}
            type="button"
            role="option"
            aria-selected={String(g.id) === selected}
            className={styles.gift}
            onClick={() => setSelected(String(g.id))}
            data-testid="gift"
          >
            {g.icon ? (
              <img src={g.icon} alt="" width={36} height={36} loading="lazy" />
            ) : (
              <span className={styles.iconSlot} />
            )}
            <span className={styles.giftName}>{giftName(t, g)}</span>
            <span className={styles.price}>{formatMoney(g.price)}</span>
          </button>
        ))}
      </div>
      <div className={styles.actions}>
        <div className={styles.counts} role="group" aria-label={t('gifts.count')}>
          {COUNTS.map((c) => (
            <button
              key={c}
              type="button"
              aria-pressed={c === count}
              className={styles.count}
              onClick={() => setCount(c)}
            >
              ×{c}
            </button>
          ))}
        </div>
        <span className={styles.balance} data-testid="gift-balance">
          {balance === null ? '' : t('gifts.balance', { amount: formatMoney(balance) })}
        </span>
        {loggedIn ? (
          <button
            type="button"
            className={styles.send}
            disabled={!gift || send.busy || short || !live}
            onClick={submit}
            data-testid="gift-send"
          >
            {send.busy
              ? t('gifts.sending')
              : gift
                ? t('gifts.sendFor', { amount: formatMoney(total) })
                : t('gifts.pick')}
          </button>
        ) : (
          <button type="button" className={styles.send} onClick={onLogin}>
            {t('gifts.loginToSend')}
          </button>
        )}
      </div>
      {short ? <p className={styles.hint}>{t('gifts.short')}</p> : null}
      {send.outcome ? (
        <p className={styles.hint} role={send.outcome.ok ? 'status' : 'alert'}>
          {send.outcome.text}
        </p>
      ) : null}
    </section>
  );
}
