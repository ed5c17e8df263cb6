import { useCallback, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { maskPhone } from '@app/shared';
import { useLoginDialog } from './login-dialog-store';
import { verifyLogin } from './session-actions';
import { sendSmsCode } from '@app/shared';
import { SESSION_NS } from './session-i18n';
import { SmsCodeField } from './sms-code-field';
import { useSmsSender } from './use-sms-sender';
import { messageOf, useFinishLogin, ErrorText } from './form-parts';
import styles from './login-dialog.module.css';

export function VerifyForm({ userName, mobile }: { userName: string; mobile: string }) {
  const { t } = useTranslation(SESSION_NS);
  const redirect = useLoginDialog((s) => s.redirect);
  const finish = useFinishLogin();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const request = useCallback(() => sendSmsCode({ userName, actionType: 4 }), [userName]);
  const onSmsError = useCallback((err: unknown) => setError(messageOf(err, t('failed'))), [t]);
  const sender = useSmsSender(request, onSmsError);

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (busy) return;
    if (!code) return setError(t('codeRequired'));
    setBusy(true);
    setError(null);
    try {
      finish(await verifyLogin(userName, code), redirect);
    } catch (err) {
      setError(messageOf(err, t('failed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <p className={styles.intro}>
        {t('verifyIntro', { phone: mobile.includes('*') ? mobile : maskPhone(mobile) })}
      </p>
      <SmsCodeField value={code} onChange={setCode} sender={sender} canSend autoFocus />
      <ErrorText error={error} />
      <button type="submit" className={styles.primary} disabled={busy} aria-busy={busy}>
        {t('verifySubmit')}
      </button>
    </form>
  );
}
