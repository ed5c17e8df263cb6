import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useLoginDialog } from './login-dialog-store';
import { registerAccount, storedReferralCodes } from './session-actions';
import { SESSION_NS } from './session-i18n';
import { USER_NAME, PASSWORD, messageOf, ErrorText, Field } from './form-parts';
import styles from './login-dialog.module.css';

export function RegisterForm() {
  const { t } = useTranslation(SESSION_NS);
  const navigate = useNavigate();
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [invite] = useState(() => storedReferralCodes().inviteCode ?? '');

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (busy) return;
    const form = new FormData(e.currentTarget);
    const userName = String(form.get('userName') ?? '').trim();
    const password = String(form.get('password') ?? '');
    const inviteCode = String(form.get('inviteCode') ?? '').trim();
    if (!USER_NAME.test(userName)) return setError(t('userNameInvalid'));
    if (!PASSWORD.test(password)) return setError(t('passwordInvalid'));
    setBusy(true);
    setError(null);
    try {
      const target = await registerAccount({ userName, password, inviteCode });
      useLoginDialog.getState().hide();
      navigate(target, { replace: true });
    } catch (err) {
      setError(messageOf(err, t('failed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Field id={`${id}-user`} label={t('userName')} hint={t('userNameHint')}>
        <input
          id={`${id}-user`}
          className={styles.input}
          name="userName"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={20}
          aria-describedby={`${id}-user-hint`}
          data-autofocus=""
        />
      </Field>
      <Field id={`${id}-pass`} label={t('password')} hint={t('passwordHint')}>
        <input
          id={`${id}-pass`}
          className={styles.input}
          name="password"
          type="password"
          autoComplete="new-password"
          maxLength={32}
          aria-describedby={`${id}-pass-hint`}
        />
      </Field>
      <Field id={`${id}-invite`} label={t('inviteCode')}>
        <input
          id={`${id}-invite`}
          className={styles.input}
          name="inviteCode"
          defaultValue={invite}
          autoCapitalize="none"
          maxLength={20}
        />
      </Field>
      <ErrorText error={error} />
      <button type="submit" className={styles.primary} disabled={busy} aria-busy={busy}>
        {t('registerSubmit')}
      </button>
    </form>
  );
}

/** Second step by SMS code: the verification dialog (loginState 1/2) and the vtob page. */
