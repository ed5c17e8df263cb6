import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { digitsOnly } from '@app/shared/rules';
import { SESSION_NS } from './session-i18n';
import type { SmsSender } from './use-sms-sender';
import styles from './login-dialog.module.css';

export interface SmsCodeFieldProps {
  value: string;
  onChange(value: string): void;
  sender: SmsSender;
  /** The send button stays disabled until the form can send (e.g. a phone number is typed). */
  canSend: boolean;
  autoFocus?: boolean;
}

/**
 * Code input (reliability S16: numeric keyboard, one-time-code autofill, digits only on change,
 * key-up and blur) with the send button and its countdown (S15).
 */
export function SmsCodeField({ value, onChange, sender, canSend, autoFocus }: SmsCodeFieldProps) {
  const { t } = useTranslation(SESSION_NS);
  const id = useId();
  const [announce, setAnnounce] = useState('');
  const cooling = sender.remaining > 0;
  const label = sender.sending
    ? t('sending')
    : cooling
      ? t('resendIn', { s: sender.remaining })
      : t('sendCode');
  const clean = (v: string) => onChange(digitsOnly(v).slice(0, 8));

  return (
    <div className={styles.field}>
      <label htmlFor={`${id}-code`} className={styles.label}>
        {t('code')}
      </label>
      <div className={styles.inputRow}>
        <input
          id={`${id}-code`}
          className={styles.input}
          name="smsCode"
          value={value}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={8}
          data-autofocus={autoFocus ? '' : undefined}
          onChange={(e) => clean(e.target.value)}
          onKeyUp={(e) => clean(e.currentTarget.value)}
          onBlur={(e) => clean(e.currentTarget.value)}
        />
        <button
          type="button"
          className={styles.sendButton}
          disabled={!canSend || sender.sending || cooling}
          aria-busy={sender.sending}
          data-testid="sms-send"
          onClick={() => {
            void sender.send().then((ok) => setAnnounce(ok ? t('codeSent') : ''));
          }}
        >
          <span className={styles.sendLabel}>{label}</span>
        </button>
      </div>
      <p className={styles.hint} role="status" aria-live="polite">
        {sender.sent ? announce : ''}
      </p>
    </div>
  );
}
