import { useTranslation } from '@app/shared/i18n';
import ui from '../../../components/ui.module.css';
import { NS } from '../../../i18n/namespace';
import styles from './console.module.css';

export interface ConfirmBarProps {
  message: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The confirm step before an operator change goes out. */
export function ConfirmBar({ message, busy, onConfirm, onCancel }: ConfirmBarProps) {
  const { t } = useTranslation(NS);
  return (
    <div className={styles.confirm} role="alertdialog" aria-label={t('console.confirmTitle')}>
      <p>{message}</p>
      <div className={styles.confirmActions}>
        <button type="button" className={ui.ghost} onClick={onCancel} disabled={busy}>
          {t('common.cancel')}
        </button>
        <button type="button" className={ui.primary} onClick={onConfirm} disabled={busy}>
          {busy ? t('common.saving') : t('console.confirm')}
        </button>
      </div>
    </div>
  );
}
