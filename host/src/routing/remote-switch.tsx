import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import { LoadingState, MessageState } from '@app/shared/ui';
import { MountAt } from '@app/shared/federation';
import { SectionMaintenanceGate } from '../maintenance/section-maintenance';
import { useCatalog } from '../platform/catalog-store';
import { retryRemote } from '../platform/start-platform';
import { ReleaseEarlyRoute } from '../layout/early-route-view';
import { RemoteMount } from './remote-mount';
import { RouteGuard } from './route-guard';
import { useRemoteRoute, useServedPageAt } from './served-page';

/** Every path the host does not own: find the remote that declared it, guard it, mount it. */
export function RemoteSwitch() {
  const { t } = useTranslation();
  const location = useLocation();
  const served = useServedPageAt(location.pathname);
  // not read on the served page's path (useRemoteRoute says why)
  const loading = useCatalog(
    (s) => !served && Object.values(s.remotes).some((r) => r.status === 'loading'),
  );
  const [retrying, setRetrying] = useState(false);
  const match = useRemoteRoute(location.pathname);

  switch (match.kind) {
    case 'route':
      return (
        <RouteGuard entry={match.entry}>
          {/* which declared route is showing, for QA tools and end-to-end tests */}
          <span hidden data-route-id={match.entry.id} />
          <SectionMaintenanceGate entry={match.entry} basePath={match.basePath}>
            <MountAt basePath={match.basePath}>
              <RemoteMount
                remote={match.remote}
                expose="routes"
                resetKey={match.basePath}
                props={{ routeId: match.entry.id, basePath: match.basePath }}
              />
            </MountAt>
          </SectionMaintenanceGate>
        </RouteGuard>
      );
    case 'pending':
      return <LoadingState label={t('remote.loading')} />;
    case 'disabled':
      return (
        <div data-remote-unavailable={match.remote.id}>
          <ReleaseEarlyRoute />
          <MessageState title={t('remote.unavailableTitle')} body={t('remote.unavailableBody')} />
        </div>
      );
    case 'failed':
      return (
        <div data-remote-fallback={match.remote.id}>
          <ReleaseEarlyRoute />
          <MessageState
            role="alert"
            title={t('remote.failedTitle')}
            body={t('remote.failedBody')}
            actionLabel={retrying ? t('remote.loading') : t('actions.retry')}
            onAction={() => {
              setRetrying(true);
              void retryRemote(match.remote).finally(() => setRetrying(false));
            }}
          />
        </div>
      );
    default:
      return loading ? <LoadingState label={t('remote.loading')} /> : <Navigate to="/" replace />;
  }
}
