import { useId } from 'react';
import { Modal } from '@app/shared/ui';
import styles from './message-dialog.module.css';

export interface MessageDialogProps {
  title: string;
  message: string;
  ok: string;
  /** Present for a confirmation; an alert has one button. */
  cancel?: string;
  onAnswer(ok: boolean): void;
}

/** An alert or confirmation that needs an answer (role alertdialog, Escape answers no). */
export function MessageDialog({ title, message, ok, cancel, onAnswer }: MessageDialogProps) {
  const id = useId();
  return (
    <Modal
      role="alertdialog"
      labelledBy={`${id}-title`}
      describedBy={`${id}-message`}
      onClose={() => onAnswer(false)}
      closeOnBackdrop={false}
    >
      <h2 id={`${id}-title`} className={styles.title}>
        {title}
      </h2>
      <p id={`${id}-message`} className={styles.intro}>
        {message}
      </p>
      <div className={styles.actions}>
        {cancel ? (
          <button type="button" className={styles.secondary} onClick={() => onAnswer(false)}>
            {cancel}
          </button>
        ) : null}
        <button
          type="button"
          className={styles.primary}
          data-autofocus=""
          onClick={() => onAnswer(true)}
        >
          {ok}
        </button>
      </div>
    </Modal>
  );
}
