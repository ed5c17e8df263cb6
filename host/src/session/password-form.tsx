import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoginDialog } from './login-dialog-store';
import { loginWithPassword } from './session-actions';
import { SESSION_NS } from './session-i18n';
import { messageOf, useFinishLogin, ErrorText, Field } from './form-parts';
import styles from './login-dialog.module.css';

export function PasswordForm() {
  const { t } = useTranslation(SESSION_NS);
  const redirect = useLoginDialog((s) => s.redirect);
  const finish = useFinishLogin();
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (busy) return;
    const form = new FormData(e.currentTarget);
    const userName = String(form.get('userName') ?? '').trim();
    const password = String(form.get('password') ?? '');
    if (!userName || !password) {
      setError(t('required'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      finish(await loginWithPassword(userName, password), redirect);
    } catch (err) {
      setError(messageOf(err, t('failed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Field id={`${id}-user`} label={t('userName')}>
        <input
          id={`${id}-user`}
          className={styles.input}
          name="userName"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          data-autofocus=""
        />
      </Field>
      <Field id={`${id}-pass`} label={t('password')}>
        <input
          id={`${id}-pass`}
          className={styles.input}
          name="password"
          type="password"
          autoComplete="current-password"
        />
      </Field>
      <ErrorText error={error} />
      <button type="submit" className={styles.primary} disabled={busy} aria-busy={busy}>
        {busy ? t('submitting') : t('submit')}
      </button>
    </form>
  );
}

/** Country codes for the phone forms (GET /api/user/countrycode/list), fetched once. */
