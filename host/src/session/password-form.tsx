import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useServerAction } from '@app/shared/ui';
import { useLoginDialog } from './login-dialog-store';
import { loginWithPassword } from './login-actions';
import { SESSION_NS } from './session-i18n';
import { failureOf, messageOf, useFinishLogin, ErrorText, Field } from './form-parts';
import styles from './login-dialog.module.css';

export function PasswordForm() {
  const { t } = useTranslation(SESSION_NS);
  const redirect = useLoginDialog((s) => s.redirect);
  const finish = useFinishLogin();
  const id = useId();
  const login = useServerAction(
    'login',
    (_key, userName: string, password: string) => loginWithPassword(userName, password),
    {
      onSuccess: (outcome) => finish(outcome, redirect),
      failureText: (err) => messageOf(err, t('failed')),
    },
  );
  const busy = login.busy;

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (busy) return;
    const form = new FormData(e.currentTarget);
    const userName = String(form.get('userName') ?? '').trim();
    const password = String(form.get('password') ?? '');
    if (!userName || !password) return login.fail(t('required'));
    void login.start(userName, password);
  };

  return (
    <form onSubmit={submit} noValidate>
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
      <ErrorText error={failureOf(login.outcome)} />
      <button type="submit" className={styles.primary} disabled={busy} aria-busy={busy}>
        {busy ? t('submitting') : t('submit')}
      </button>
    </form>
  );
}

/** Country codes for the phone forms (GET /api/user/countrycode/list), fetched once. */
