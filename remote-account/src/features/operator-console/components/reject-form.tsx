import { useId, useState } from 'react';
import { useTranslation } from '@app/shared/i18n';
import ui from '../../../components/ui.module.css';
import { NS } from '../../../i18n/namespace';
import styles from './console.module.css';

/** The server's bounds of a reason (api-sandbox/src/routes/cashier-operator.ts). */
export const REASON_MIN = 2;
export const REASON_MAX = 200;

export interface RejectFormProps {
  message: string;
  busy: boolean;
  onReject: (reason: string) => void;
  onCancel: () => void;
}

/** The confirm step of a rejection: the member reads the reason, so one is required. */
export function RejectForm({ message, busy, onReject, onCancel }: RejectFormProps) {
  const { t } = useTranslation(NS);
  const id = useId();
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const trimmed = reason.trim();
  const short = trimmed.length < REASON_MIN;
  return (
    <form
      className={styles.confirm}
      role="alertdialog"
      aria-label={t('console.confirmTitle')}
      onSubmit={(e) => {
        e.preventDefault();
        setTried(true);
        if (!short) onReject(trimmed);
      }}
    >
      <p>{message}</p>
      <label className={ui.field}>
        <span>{t('console.withdrawals.reason')}</span>
        <textarea
          className={`${ui.input} ${styles.reason}`}
          rows={2}
          maxLength={REASON_MAX}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          aria-invalid={(tried && short) || undefined}
          aria-describedby={`${id}-hint`}
        />
      </label>
      <span id={`${id}-hint`} className={tried && short ? ui.fail : styles.sub}>
        {t('console.withdrawals.reasonHint')}
      </span>
      <div className={styles.confirmActions}>
        <button type="button" className={ui.ghost} onClick={onCancel} disabled={busy}>
          {t('common.cancel')}
        </button>
        <button type="submit" className={ui.danger} disabled={busy}>
          {busy ? t('common.saving') : t('console.withdrawals.rejectConfirm')}
        </button>
      </div>
    </form>
  );
}
