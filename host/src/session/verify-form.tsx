import { useCallback, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { maskPhone } from '@app/shared/rules';
import { useServerAction } from '@app/shared/ui';
import { sendSmsCode } from '@app/shared/api/member';
import { useLoginDialog } from './login-dialog-store';
import { verifyLogin } from './login-actions';
import { SESSION_NS } from './session-i18n';
import { SmsCodeField } from './sms-code-field';
import { useSmsSender } from './use-sms-sender';
import { failureOf, messageOf, useFinishLogin, ErrorText } from './form-parts';
import styles from './login-dialog.module.css';

export function VerifyForm({ userName, mobile }: { userName: string; mobile: string }) {
  const { t } = useTranslation(SESSION_NS);
  const redirect = useLoginDialog((s) => s.redirect);
  const finish = useFinishLogin();
  const [code, setCode] = useState('');
  const verify = useServerAction('verify', (_key, typed: string) => verifyLogin(userName, typed), {
    onSuccess: (outcome) => finish(outcome, redirect),
    failureText: (err) => messageOf(err, t('failed')),
  });
  const { fail, busy } = verify;
  const request = useCallback(() => sendSmsCode({ userName, actionType: 4 }), [userName]);
  const onSmsError = useCallback((err: unknown) => fail(messageOf(err, t('failed'))), [fail, t]);
  const sender = useSmsSender(request, onSmsError);

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (busy) return;
    if (!code) return fail(t('codeRequired'));
    void verify.start(code);
  };

  return (
    <form onSubmit={submit} noValidate>
      <p className={styles.intro}>
        {t('verifyIntro', { phone: mobile.includes('*') ? mobile : maskPhone(mobile) })}
      </p>
      <SmsCodeField value={code} onChange={setCode} sender={sender} canSend autoFocus />
      <ErrorText error={failureOf(verify.outcome)} />
      <button type="submit" className={styles.primary} disabled={busy} aria-busy={busy}>
        {t('verifySubmit')}
      </button>
    </form>
  );
}
