import { useCallback, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActionOutcome } from '@app/shared/ui';
import { useLocation, useNavigate } from 'react-router-dom';
import { useLoginDialog } from './login-dialog-store';
import { postLoginTarget, type LoginOutcome } from './login-actions';
import { SESSION_NS } from './session-i18n';
import styles from './login-dialog.module.css';

/** Pieces every login form uses: field, error line, close button, post-login navigation. */
export const USER_NAME = /^[A-Za-z][A-Za-z0-9_]{3,19}$/;
export const PASSWORD = /^(?=.*[A-Za-z])(?=.*\d).{6,32}$/;
export function messageOf(err: unknown, fallback: string): string {
  return err instanceof Error && err.message ? err.message : fallback;
}
/** The failure text of a submit's outcome, for ErrorText. */
export function failureOf(outcome: ActionOutcome): string | null {
  return outcome && !outcome.ok ? outcome.text : null;
}

/** Where a finished login goes (SPEC §2, S11): the dialog's redirect or the page's `redirect`. */
export function useFinishLogin() {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (outcome: LoginOutcome, redirect: string | null) => {
      if (outcome !== 'done') return;
      useLoginDialog.getState().hide();
      useLoginDialog.getState().closeVerify();
      navigate(postLoginTarget(redirect, location.search), { replace: true });
    },
    [navigate, location.search],
  );
}

export function ErrorText({ error }: { error: string | null }) {
  return error ? (
    <p className={styles.error} role="alert">
      {error}
    </p>
  ) : null;
}

export function Field({
  label,
  hint,
  children,
  id,
}: {
  label: string;
  hint?: string;
  children: ReactNode;
  id: string;
}) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

export function CloseButton({ onClick }: { onClick(): void }) {
  const { t } = useTranslation(SESSION_NS);
  return (
    <button type="button" className={styles.close} aria-label={t('close')} onClick={onClick}>
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path
          d="M6 6l12 12M18 6L6 18"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
    </button>
  );
}
