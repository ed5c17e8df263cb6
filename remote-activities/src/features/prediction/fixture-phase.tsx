import { useTranslation } from '@app/shared/i18n';
import type { MatchStateView } from '@app/shared/rules';
import { NS } from '../../i18n/namespace';
import styles from './prediction.module.css';

/** A fixture's status once under way: live at its minute, or full time; nothing before. */
export function FixturePhase({ state }: { state: MatchStateView }) {
  const { t } = useTranslation(NS);
  if (state.phase !== 'live' && state.phase !== 'ended') return null;
  return (
    <span className={styles.phase} data-testid="fixture-phase" data-phase={state.phase}>
      {state.phase === 'live'
        ? t('predict.live', { minute: state.minute ?? 0 })
        : t('predict.fullTime')}
    </span>
  );
}
