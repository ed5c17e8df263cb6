import { useState, type FormEvent } from 'react';
import { useTranslation } from '@app/shared/i18n';
import { NS } from '../../../i18n/namespace';
import { ChatterActions } from './chatter-actions';
import styles from '../components/anchor.module.css';

export interface StudioChatMessage {
  id: string;
  userName: string;
  nickName?: string | null;
  text: string;
}

export interface StudioChatProps {
  streamId: string;
  messages: readonly StudioChatMessage[];
  connected: boolean;
  me: string | null;
  send: (text: string) => boolean;
}

/** The room's chat in the studio: the anchor talks to the room and mutes a chatter in one click. */
export function StudioChat({ streamId, messages, connected, me, send }: StudioChatProps) {
  const { t } = useTranslation(NS);
  const [text, setText] = useState('');
  const [chatter, setChatter] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (text.trim() && send(text.trim())) setText('');
  };
  return (
    <section className={styles.card} aria-label={t('anchor.studioChat')} data-testid="studio-chat">
      <h2 className={styles.h2}>{t('anchor.studioChat')}</h2>
      <p className={styles.muted} role="status">
        {connected ? t('chat.connected') : t('chat.connecting')}
      </p>
      <ul className={styles.chat}>
        {messages.slice(-50).map((m) => (
          <li key={m.id} className={styles.row} data-testid="studio-chat-item">
            <span className={styles.grow}>
              <strong>{m.nickName || m.userName}</strong> {m.text}
            </span>
            {m.userName !== me ? (
              <button
                type="button"
                className={styles.ghost}
                onClick={() => setChatter(m.userName)}
                aria-label={t('anchor.moderateUser', { name: m.userName })}
              >
                {t('anchor.moderate')}
              </button>
            ) : null}
          </li>
        ))}
        {messages.length === 0 ? <li className={styles.muted}>{t('anchor.noChat')}</li> : null}
      </ul>
      {chatter ? (
        <ChatterActions streamId={streamId} userName={chatter} onClose={() => setChatter(null)} />
      ) : null}
      <form className={styles.form} onSubmit={submit}>
        <input
          className={styles.input}
          value={text}
          onChange={(e) => setText(e.target.value)}
          aria-label={t('anchor.sayToRoom')}
          placeholder={t('anchor.sayToRoom')}
          maxLength={200}
        />
        <button type="submit" className={styles.primary} disabled={!connected || !text.trim()}>
          {t('anchor.send')}
        </button>
      </form>
    </section>
  );
}
