import { lazy, Suspense, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '@app/shared/lazy';
import { LoadingState } from '@app/shared/ui';
import { loadWithRetry } from '../app/load-with-retry';

/** When the remote pages' code cannot be loaded even after the retries. */
function SwitchUnavailable() {
  return <LoadFailed onRetry={() => window.location.reload()} />;
}

// The remote pages' code (matching, guards, section maintenance, mounting) travels with the
// federation runtime: `/` never needs it before a remote is used, and on a remote's page the early
// script preloads that chunk (issue 16).
const RemoteSwitch = lazy(() =>
  loadWithRetry<{ default: ComponentType }>(
    () =>
      import(/* webpackChunkName: "federation" */ './remote-switch').then((m) => ({
        default: m.RemoteSwitch,
      })),
    () => ({ default: SwitchUnavailable }),
  ),
);

/** Every path the host does not own (RemoteSwitch), its code loaded on first use. */
export function LazyRemoteSwitch() {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<LoadingState label={t('remote.loading')} />}>
      <RemoteSwitch />
    </Suspense>
  );
}
