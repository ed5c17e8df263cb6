import { useTranslation } from '@app/shared/i18n';
import type { MatchStateView } from '@app/shared/rules';
import { NS } from '../../../i18n/namespace';
import styles from './room.module.css';

/** The match's status and minute under the score: live at a minute, not started, or full time. */
export function MatchPhaseLabel({ state }: { state: MatchStateView }) {
  const { t } = useTranslation(NS);
  if (!state.phase) return null;
  const text =
    state.phase === 'live'
      ? t('room.phase.live', { minute: state.minute ?? 0 })
      : state.phase === 'ended'
        ? t('room.phase.ended')
        : t('room.phase.upcoming');
  return (
    <p className={styles.phase} data-testid="match-phase" data-phase={state.phase}>
      {text}
    </p>
  );
}
