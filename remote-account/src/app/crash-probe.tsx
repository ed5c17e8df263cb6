import { useTranslation } from '@app/shared/i18n';
import { NS } from '../i18n/namespace';

export const CRASH_PROBE_MESSAGE = 'Crash probe: the account remote threw on a button press';

/**
 * Outside production only (QA, issue 48): a button whose press throws in this remote's own code, so
 * an error report can be followed end to end — its release, its stack resolved to this file, its
 * group in the operator console's Health tab (e2e/tests/telemetry.spec.ts).
 */
export function CrashProbe() {
  const { t } = useTranslation(NS);
  return (
    <button
      type="button"
      data-testid="crash-probe"
      onClick={() => {
        throw new Error(CRASH_PROBE_MESSAGE);
      }}
    >
      {t('console.crashProbe')}
    </button>
  );
}
