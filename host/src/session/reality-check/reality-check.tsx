import { RG_REALITY_CHECK_DEFAULT } from '@app/shared/api';
import { useMoneyInFlight } from '@app/shared/store';
import { useRgState } from '@app/shared/query';
import { logout } from '../session-actions';
import { RealityCheckDialog } from './reality-check-dialog';
import { useRealityCheckTimer } from './use-reality-check-timer';

export { registerRealityCheckMessages } from './reality-check-i18n';

/**
 * The reality check of a logged-in member (issue 18), mounted by the layout for members only and
 * loaded lazily. The interval is the member's setting (60 min while it is unknown, 0 = off); a
 * member taking a break is not playing, so nothing counts then.
 */
export default function RealityCheck({ userName }: { userName: string }) {
  const { state, excluded } = useRgState();
  const minutes = excluded ? 0 : (state?.realityCheckMinutes ?? RG_REALITY_CHECK_DEFAULT);
  const held = useMoneyInFlight((s) => s.count > 0);
  const timer = useRealityCheckTimer({ user: userName, minutes, held });
  if (timer.openedAt === null) return null;
  return (
    <RealityCheckDialog
      userName={userName}
      playedMs={timer.playedMs}
      onContinue={timer.acknowledge}
      onLogout={logout}
    />
  );
}
