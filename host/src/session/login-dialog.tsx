import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useLoginDialog } from './login-dialog-store';
import { loginWithPassword } from './session-actions';
import styles from './login-dialog.module.css';

/** Password login dialog (the full set of login paths is the host-shell issue). */
export function LoginDialog() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { open, redirect, hide } = useLoginDialog();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const firstField = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!open) return;
    setError(null);
    firstField.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && hide();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, hide]);

  if (!open) return null;

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const userName = String(form.get('userName') ?? '').trim();
    const password = String(form.get('password') ?? '');
    if (!userName || !password) {
      setError(t('login.required'));
      return;
    }
    setBusy(true);
    try {
      await loginWithPassword(userName, password);
      hide();
      navigate(redirect ?? '/', { replace: true });
    } catch (err) {
      setError(err instanceof Error && err.message ? err.message : t('login.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.backdrop} onMouseDown={(e) => e.target === e.currentTarget && hide()}>
      <div className={styles.dialog} role="dialog" aria-modal="true" aria-labelledby="login-title">
        <h2 id="login-title" className={styles.title}>
          {t('login.title')}
        </h2>
        <form onSubmit={(e) => void submit(e)} noValidate>
          <label className={styles.field}>
            {t('login.userName')}
            <input
              ref={firstField}
              className={styles.input}
              name="userName"
              autoComplete="username"
            />
          </label>
          <label className={styles.field}>
            {t('login.password')}
            <input
              className={styles.input}
              name="password"
              type="password"
              autoComplete="current-password"
            />
          </label>
          {error ? (
            <p className={styles.error} role="alert">
              {error}
            </p>
          ) : null}
          <div className={styles.actions}>
            <button type="button" className={styles.secondary} onClick={hide}>
              {t('actions.close')}
            </button>
            <button type="submit" className={styles.primary} disabled={busy}>
              {t('login.submit')}
            </button>
          </div>
        </form>
      </div>
    </div>
  );
}
