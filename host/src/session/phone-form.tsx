import { useCallback, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useServerAction } from '@app/shared/ui';
import { useLoginDialog } from './login-dialog-store';
import { loginWithPhone } from './login-actions';
import { SESSION_NS } from './session-i18n';
import { PhoneFields, usePhoneCode } from './phone-fields';
import { failureOf, messageOf, useFinishLogin, ErrorText } from './form-parts';
import styles from './login-dialog.module.css';

/** Phone + SMS code login (an unknown number is registered by the backend). */
export function PhoneForm() {
  const { t } = useTranslation(SESSION_NS);
  const redirect = useLoginDialog((s) => s.redirect);
  const finish = useFinishLogin();
  const login = useServerAction(
    'phone-login',
    (_key, mobile: string, smsCode: string, countryCode: string) =>
      loginWithPhone({ mobile, smsCode, countryCode }),
    {
      onSuccess: (outcome) => finish(outcome, redirect),
      failureText: (err) => messageOf(err, t('failed')),
    },
  );
  const { fail, busy } = login;
  const onSmsError = useCallback((err: unknown) => fail(messageOf(err, t('failed'))), [fail, t]);
  const phone = usePhoneCode(2, onSmsError);

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (busy) return;
    if (!phone.mobile) return fail(t('phoneRequired'));
    if (!phone.code) return fail(t('codeRequired'));
    void login.start(phone.mobile, phone.code, phone.area);
  };

  return (
    <form onSubmit={submit} noValidate>
      <PhoneFields phone={phone} hint={t('phoneHint')} />
      <ErrorText error={failureOf(login.outcome)} />
      <button type="submit" className={styles.primary} disabled={busy} aria-busy={busy}>
        {busy ? t('submitting') : t('submit')}
      </button>
    </form>
  );
}
