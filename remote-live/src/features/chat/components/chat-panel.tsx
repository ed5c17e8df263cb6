import { useState, type FormEvent } from 'react';
import { useTranslation } from '@app/shared/i18n';
import { formatDayTimeZoned } from '@app/shared/rules';
import { NS } from '../../../i18n/namespace';
import type { ChatState } from '../lib/chat-state';
import { ChatList } from './chat-list';
import styles from './chat.module.css';

export interface ChatPanelProps {
  state: ChatState;
  send: (text: string) => boolean;
  dismiss: () => void;
  loggedIn: boolean;
  onLogin: () => void;
  maxLength?: number;
}

function untilText(until: number | undefined, locale: string): string {
  return until ? formatDayTimeZoned(until, locale) : '';
}

/** The chat column: connection state, messages, the server's refusals and the input (members only). */
export function ChatPanel({
  state,
  send,
  dismiss,
  loggedIn,
  onLogin,
  maxLength = 200,
}: ChatPanelProps) {
  const { t, i18n } = useTranslation(NS);
  const [text, setText] = useState('');
  const canWrite = loggedIn && !state.readOnly;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const value = text.trim();
    if (!value) return;
    if (send(value)) {
      setText('');
      dismiss();
    }
  };

  const notice = state.notice;
  return (
    <section className={styles.panel} aria-label={t('chat.title')} data-testid="chat-panel">
      <header className={styles.head}>
        <h2 className={styles.title}>{t('chat.title')}</h2>
        <span className={styles.status} data-status={state.status} role="status">
          {state.status === 'open'
            ? state.count !== null
              ? t('chat.online', { count: state.count })
              : t('chat.connected')
            : state.status === 'connecting'
              ? t('chat.connecting')
              : t('chat.reconnecting')}
        </span>
      </header>
      <ChatList items={state.items} me={state.me} />
      {notice ? (
        <div
          className={styles.notice}
          role="alert"
          data-testid="chat-notice"
          data-kind={notice.kind}
        >
          <span>
            {notice.kind === 'banned'
              ? notice.until
                ? t('chat.bannedUntil', { time: untilText(notice.until, i18n.language) })
                : t('chat.banned')
              : notice.kind === 'login'
                ? t('chat.loginToChat')
                : t('chat.refused', { reason: notice.msg })}
          </span>
          <button
            type="button"
            className={styles.dismiss}
            onClick={dismiss}
            aria-label={t('chat.dismiss')}
          >
            ×
          </button>
        </div>
      ) : null}
      {canWrite ? (
        <form className={styles.form} onSubmit={submit}>
          <input
            className={styles.input}
            value={text}
            maxLength={maxLength}
            onChange={(e) => setText(e.target.value)}
            placeholder={t('chat.placeholder')}
            aria-label={t('chat.placeholder')}
          />
          <button
            type="submit"
            className={styles.send}
            disabled={!text.trim() || state.status !== 'open'}
          >
            {t('chat.send')}
          </button>
        </form>
      ) : (
        <div className={styles.form}>
          <button type="button" className={styles.send} onClick={onLogin} data-testid="chat-login">
            {t('chat.loginToChat')}
          </button>
        </div>
      )}
    </section>
  );
}
