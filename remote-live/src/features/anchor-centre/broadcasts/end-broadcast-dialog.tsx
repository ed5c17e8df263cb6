import { useId } from 'react';
import { useTranslation } from '@app/shared/i18n';
import { Modal } from '@app/shared/ui';
import { NS } from '../../../i18n/namespace';
import styles from '../components/anchor.module.css';

export interface EndBroadcastDialogProps {
  title: string;
  viewers: number;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Ending is final (a new broadcast is a new stream): the anchor confirms, seeing what they end. */
export function EndBroadcastDialog({
  title,
  viewers,
  pending,
  onConfirm,
  onClose,
}: EndBroadcastDialogProps) {
  const { t } = useTranslation(NS);
  const id = useId();
  return (
    <Modal
      labelledBy={`${id}-t`}
      describedBy={`${id}-d`}
      onClose={onClose}
      role="alertdialog"
      testId="end-broadcast-dialog"
    >
      <div className={styles.stack}>
        <h2 id={`${id}-t`} className={styles.h2}>
          {t('anchor.endTitle')}
        </h2>
        <p id={`${id}-d`}>{t('anchor.endBody', { title, viewers })}</p>
        <div className={styles.form}>
          <button type="button" className={styles.ghost} onClick={onClose} data-autofocus>
            {t('anchor.keepLive')}
          </button>
          <button type="button" className={styles.danger} disabled={pending} onClick={onConfirm}>
            {t('anchor.endConfirm')}
          </button>
        </div>
      </div>
    </Modal>
  );
}
