import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from '@app/shared/i18n';
import { NS } from '../../../i18n/namespace';
import { giftName } from '../../../i18n/gift-name';
import type { ChatItem } from '../lib/chat-events';
import styles from './chat.module.css';

export interface ChatListProps {
  items: readonly ChatItem[];
  me: string | null;
}

const NEAR_BOTTOM_PX = 48;

/** Messages as plain text (HTML stays inert), kept at the bottom unless the member scrolled up. */
export function ChatList({ items, me }: ChatListProps) {
  const { t } = useTranslation(NS);
  const ref = useRef<HTMLOListElement>(null);
  const [pinned, setPinned] = useState(true);
  const [unseen, setUnseen] = useState(0);
  const lastCount = useRef(items.length);

  useLayoutEffect(() => {
    const el = ref.current;
    const added = items.length - lastCount.current;
    lastCount.current = items.length;
    if (!el) return;
    if (pinned) el.scrollTop = el.scrollHeight;
    else if (added > 0) setUnseen((n) => n + added);
  }, [items, pinned]);

  const onScroll = () => {
    const el = ref.current;
    if (!el) return;
    const atBottom = el.scrollHeight - el.scrollTop - el.clientHeight < NEAR_BOTTOM_PX;
    setPinned(atBottom);
    if (atBottom) setUnseen(0);
  };

  return (
    <div className={styles.listWrap}>
      <ol
        ref={ref}
        className={styles.list}
        onScroll={onScroll}
        aria-live="polite"
        aria-relevant="additions"
        data-testid="chat-list"
      >
        {items.length === 0 ? <li className={styles.empty}>{t('chat.empty')}</li> : null}
        {items.map((m) => (
          <li
            key={m.id}
            className={m.kind === 'gift' ? styles.gift : styles.item}
            data-testid="chat-item"
            data-id={m.id}
            data-mine={m.user.userName === me}
          >
            <span className={styles.name} data-role={m.user.role}>
              {m.user.nickName || m.user.userName}
            </span>
            {m.kind === 'gift' ? (
              <span>
                {t('chat.sentGift', {
                  gift: m.gift ? giftName(t, m.gift) : '',
                  count: m.count ?? 1,
                })}
              </span>
            ) : (
              <span className={styles.text}>{m.text}</span>
            )}
          </li>
        ))}
      </ol>
      {!pinned && unseen > 0 ? (
        <button
          type="button"
          className={styles.pill}
          onClick={() => {
            const el = ref.current;
            if (el) el.scrollTop = el.scrollHeight;
            setPinned(true);
            setUnseen(0);
          }}
        >
          {t('chat.newMessages', { count: unseen })}
        </button>
      ) : null}
    </div>
  );
}
