import type { ReactNode } from 'react';
import styles from './state-views.module.css';

export interface LoadingStateProps {
  label: string;
}

/** A centred spinner with an accessible label. */
export function LoadingState({ label }: LoadingStateProps) {
  return (
    <div className={styles.box} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}

export interface MessageStateProps {
  title: string;
  body?: string;
  actionLabel?: string;
  onAction?: () => void;
  role?: 'alert' | 'status';
  children?: ReactNode;
}

/** An empty, error or unavailable state with an optional action (e.g. Retry). */
export function MessageState({
  title,
  body,
  actionLabel,
  onAction,
  role = 'status',
  children,
}: MessageStateProps) {
  return (
    <div className={styles.box} role={role}>
      <h2 className={styles.title}>{title}</h2>
      {body ? <p className={styles.body}>{body}</p> : null}
      {children}
      {actionLabel && onAction ? (
        <button type="button" className={styles.button} onClick={onAction}>
          {actionLabel}
        </button>
      ) : null}
    </div>
  );
}
