import { useCallback, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoginDialog } from './login-dialog-store';
import { loginWithPhone } from './session-actions';
import { SESSION_NS } from './session-i18n';
import { PhoneFields, usePhoneCode } from './phone-fields';
import { messageOf, useFinishLogin, ErrorText } from './form-parts';
import styles from './login-dialog.module.css';

/** Phone + SMS code login (an unknown number is registered by the backend). */
export function PhoneForm() {
  const { t } = useTranslation(SESSION_NS);
  const redirect = useLoginDialog((s) => s.redirect);
  const finish = useFinishLogin();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const onSmsError = useCallback((err: unknown) => setError(messageOf(err, t('failed'))), [t]);
  const phone = usePhoneCode(2, onSmsError);

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (busy) return;
    if (!phone.mobile) return setError(t('phoneRequired'));
    if (!phone.code) return setError(t('codeRequired'));
    setBusy(true);
    setError(null);
    try {
      const outcome = await loginWithPhone({
        mobile: phone.mobile,
        smsCode: phone.code,
        countryCode: phone.area,
      });
      finish(outcome, redirect);
    } catch (err) {
      setError(messageOf(err, t('failed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <PhoneFields phone={phone} hint={t('phoneHint')} />
      <ErrorText error={error} />
      <button type="submit" className={styles.primary} disabled={busy} aria-busy={busy}>
        {busy ? t('submitting') : t('submit')}
      </button>
    </form>
  );
}
