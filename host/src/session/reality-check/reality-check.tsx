import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { RG_REALITY_CHECK_DEFAULT, useRgState } from '@app/shared/api/member';
import { useMoneyInFlight } from '@app/shared/store';
import { loadWithRetry } from '../../app/load-with-retry';
import { logout } from '../session-actions';
import type { RealityCheckDialogProps } from './reality-check-dialog';
import { useRealityCheckTimer } from './use-reality-check-timer';

/** The dialog's code and words are fetched this long before the check falls due. */
const DIALOG_AHEAD_MS = 5 * 60_000;

type DialogModule = { default: ComponentType<RealityCheckDialogProps> };
let dialogLoad: Promise<DialogModule> | null = null;

/**
 * The dialog's code and words, once: every member route loads the clock, and only a member whose
 * check comes due needs the dialog (~2 KiB gzip). After the last failed retry nothing shows, as for
 * the clock's own chunk (lazy-reality-check.tsx).
 */
function loadDialog(): Promise<DialogModule> {
  dialogLoad ??= loadWithRetry(
    () =>
      import('./reality-check-dialog').then((loaded) => {
        // here rather than while rendering: adding a bundle re-renders every translated component
        loaded.registerRealityCheckMessages();
        return { default: loaded.RealityCheckDialog };
      }),
    () => ({ default: () => null }),
  );
  return dialogLoad;
}

const RealityCheckDialog = lazy(loadDialog);

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
  const { dueAt } = timer;

  useEffect(() => {
    if (dueAt === null) return undefined;
    const ahead = setTimeout(() => void loadDialog(), dueAt - DIALOG_AHEAD_MS - Date.now());
    return () => clearTimeout(ahead);
  }, [dueAt]);

  if (timer.openedAt === null) return null;
  return (
    <Suspense fallback={null}>
      <RealityCheckDialog
        userName={userName}
        playedMs={timer.playedMs}
        onContinue={timer.acknowledge}
        onLogout={logout}
      />
    </Suspense>
  );
}
