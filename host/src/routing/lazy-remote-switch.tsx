import { lazy, Suspense, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { RegistryRemote } from '@app/shared/federation';
import { LoadFailed } from '@app/shared/lazy';
import { LoadingState } from '@app/shared/ui';
import { loadWithRetry } from '../app/load-with-retry';

/** When the remote pages' code cannot be loaded even after the retries. */
function SwitchUnavailable() {
  return <LoadFailed onRetry={() => window.location.reload()} />;
}

let loaded: ComponentType | null = null;
let loading: Promise<{ default: ComponentType }> | null = null;

// The remote pages' code (matching, guards, section maintenance, mounting) travels with the
// federation runtime: `/` never needs it before a remote is used, and on a remote's page the early
// script preloads that chunk (issue 16).
function loadSwitch(): Promise<{ default: ComponentType }> {
  loading ??= loadWithRetry<{ default: ComponentType }>(
    () =>
      import(/* webpackChunkName: "federation" */ './remote-switch').then((m) => ({
        default: m.RemoteSwitch,
      })),
    () => ({ default: SwitchUnavailable }),
  ).then((m) => {
    loaded = m.default;
    return m;
  });
  return loading;
}

const RemoteSwitch = lazy(loadSwitch);

/**
 * Loads the code a served remote page is drawn with — the remote switch and the remote's `./routes`
 * with its messages — before the browser hydrates it, within `timeoutMs`. A part of the page whose code
 * is still on its way stays the server's markup until it comes; an update reaching it meanwhile (the
 * stored session, read once hydration is over) would make React drop that markup and draw it again.
 */
export async function loadServedPageCode(remote: RegistryRemote, timeoutMs: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<void>((resolve) => (timer = setTimeout(resolve, timeoutMs)));
  const code = Promise.all([
    loadSwitch(),
    import(/* webpackChunkName: "federation" */ './warmed-exposes').then((m) =>
      m.warmExpose(remote, 'routes'),
    ),
  ]).then(() => undefined);
  await Promise.race([code.catch(() => undefined), late]);
  clearTimeout(timer);
}

/** Every path the host does not own (RemoteSwitch), its code loaded on first use. */
export function LazyRemoteSwitch() {
  const { t } = useTranslation();
  // once its code is here it renders at once (a lazy component would suspend for a tick first)
  const Loaded = loaded;
  return (
    <Suspense fallback={<LoadingState label={t('remote.loading')} />}>
      {Loaded ? <Loaded /> : <RemoteSwitch />}
    </Suspense>
  );
}
