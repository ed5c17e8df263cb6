import { useTranslation } from '@app/shared/i18n';
import { Modal } from '@app/shared/ui';
import type { RgExclusionPeriod } from '@app/shared/api/rg';
import ui from '../../../components/ui.module.css';
import { NS } from '../../../i18n/namespace';
import { isTimeout } from '../break-periods';
import { BREAK_NAME } from '../rg-labels';
import styles from './rg.module.css';

export interface ConfirmBreakDialogProps {
  period: RgExclusionPeriod;
  busy: boolean;
  /** The refusal of a failed attempt, in the UI language. */
  error: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The last step before an irreversible break: what it blocks and that nobody can undo it. */
export function ConfirmBreakDialog({
  period,
  busy,
  error,
  onConfirm,
  onCancel,
}: ConfirmBreakDialogProps) {
  const { t } = useTranslation(NS);
  const name = t(BREAK_NAME[period]);
  return (
    <Modal
      role="alertdialog"
      labelledBy="rg-break-dialog-title"
      describedBy="rg-break-dialog-body"
      closeOnBackdrop={false}
      className={styles.dialog}
      onClose={() => {
        if (!busy) onCancel();
      }}
    >
      <h2 id="rg-break-dialog-title" className={ui.panelTitle}>
        {isTimeout(period)
          ? t('rg.break.confirmTimeout', { period: name })
          : t('rg.break.confirmSelfExclusion', { period: name })}
      </h2>
      <div id="rg-break-dialog-body" className={styles.dialogBody}>
        <p className={styles.warning}>{t('rg.break.irreversible')}</p>
        <p>{t('rg.break.blocks')}</p>
        <p className={ui.muted}>{t('rg.break.still')}</p>
      </div>
      {error && (
        <p className={ui.fail} role="alert">
          {error}
        </p>
      )}
      <div className={styles.dialogActions}>
        <button
          type="button"
          className={ui.ghost}
          onClick={onCancel}
          disabled={busy}
          data-autofocus
        >
          {t('common.cancel')}
        </button>
        <button
          type="button"
          className={styles.dangerSolid}
          onClick={onConfirm}
          disabled={busy}
          data-testid="rg-confirm-break"
        >
          {busy ? t('common.saving') : t('rg.break.confirm')}
        </button>
      </div>
    </Modal>
  );
}
