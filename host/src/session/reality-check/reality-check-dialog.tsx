import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '@app/shared/ui';
import { REALITY_CHECK_NS } from './reality-check-i18n';

export { registerRealityCheckMessages } from './reality-check-i18n';
import { SessionResult } from './session-result';
import styles from '../../notify/message-dialog.module.css';

export interface RealityCheckDialogProps {
  userName: string;
  /** Session time (ms) to report. */
  playedMs: number;
  onContinue(): void;
  onLogout(): Promise<void>;
}

/** "You have been playing for 1 h 0 min": whole hours and minutes, minutes alone under an hour. */
function usePlayedText(playedMs: number): string {
  const { t } = useTranslation(REALITY_CHECK_NS);
  const total = Math.floor(playedMs / 60_000);
  const [h, min] = [Math.floor(total / 60), total % 60];
  return t('played', {
    duration: h > 0 ? t('durationHours', { h, min }) : t('durationMinutes', { min }),
  });
}

/** The reality check: time played, the session's result, Continue or Log out (Escape continues). */
export function RealityCheckDialog({
  userName,
  playedMs,
  onContinue,
  onLogout,
}: RealityCheckDialogProps) {
  const { t } = useTranslation(REALITY_CHECK_NS);
  const id = useId();
  const played = usePlayedText(playedMs);
  const [leaving, setLeaving] = useState(false);
  const logout = () => {
    setLeaving(true);
    onLogout().catch(() => setLeaving(false));
  };
  return (
    <Modal
      role="alertdialog"
      labelledBy={`${id}-title`}
      describedBy={`${id}-played`}
      onClose={onContinue}
      closeOnBackdrop={false}
      testId="reality-check"
    >
      <h2 id={`${id}-title`} className={styles.title}>
        {t('title')}
      </h2>
      <p id={`${id}-played`} className={styles.intro}>
        <strong>{played}</strong> {t('intro')}
      </p>
      <SessionResult userName={userName} />
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.secondary}
          disabled={leaving}
          aria-busy={leaving}
          onClick={logout}
          data-testid="reality-check-logout"
        >
          {leaving ? t('loggingOut') : t('logout')}
        </button>
        <button
          type="button"
          className={styles.primary}
          disabled={leaving}
          onClick={onContinue}
          data-autofocus=""
          data-testid="reality-check-continue"
        >
          {t('continue')}
        </button>
      </div>
    </Modal>
  );
}
