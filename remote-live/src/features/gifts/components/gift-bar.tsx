import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, newIdempotencyKey, useSessionStore } from '@app/shared';
import { NS } from '../../../i18n/namespace';
import { useGifts, useSendGift } from '../api/use-gifts';
import styles from './gifts.module.css';

export interface GiftBarProps {
  streamId: string;
  loggedIn: boolean;
  onLogin: () => void;
  /** False when the stream is not live (the server refuses gifts then). */
  live: boolean;
}

const COUNTS = [1, 10, 66] as const;

/** The gift tray: prices, a count, one send per press (idempotent, no double send). */
export function GiftBar({ streamId, loggedIn, onLogin, live }: GiftBarProps) {
  const { t } = useTranslation(NS);
  const gifts = useGifts();
  const send = useSendGift(streamId);
  const balance = useSessionStore((s) => s.balance);
  const [selected, setSelected] = useState<string | null>(null);
  const [count, setCount] = useState<number>(1);
  const key = useRef<string | null>(null);
  // Guards the moment between a press and the re-render that disables the button.
  const busy = useRef(false);

  const gift = gifts.data?.find((g) => String(g.id) === selected) ?? null;
  const total = gift ? gift.price * count : 0;
  const short = balance !== null && total > balance;

  const submit = () => {
    if (!gift || busy.current) return;
    busy.current = true;
    // The key belongs to this choice: pressing again after a network failure repeats the same send.
    key.current ??= newIdempotencyKey();
    send.mutate(
      { giftId: gift.id, count, idempotencyKey: key.current },
      {
        onSuccess: () => (key.current = null),
        onSettled: () => (busy.current = false),
      },
    );
  };

  const choose = (id: string) => {
    key.current = null;
    setSelected(id);
  };

  return (
    <section className={styles.bar} aria-label={t('gifts.title')} data-testid="gift-bar">
      <div className={styles.tray} role="listbox" aria-label={t('gifts.title')}>
        {(gifts.data ?? []).map((g) => (
          <button
            key={String(g.id)}
            type="button"
            role="option"
            aria-selected={String(g.id) === selected}
            className={styles.gift}
            onClick={() => choose(String(g.id))}
            data-testid="gift"
          >
            {g.icon ? <img src={g.icon} alt="" width={36} height={36} loading="lazy" /> : null}
            <span className={styles.giftName}>{g.name}</span>
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
              onClick={() => {
                key.current = null;
                setCount(c);
              }}
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
            disabled={!gift || send.isPending || short || !live}
            onClick={submit}
            data-testid="gift-send"
          >
            {send.isPending
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
      {send.isSuccess && !send.isPending ? (
        <p className={styles.hint} role="status">
          {t('gifts.thanks')}
        </p>
      ) : null}
    </section>
  );
}
