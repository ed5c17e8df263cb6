import { lazy, Suspense, type ComponentType } from 'react';
import { useNearViewport } from '@app/shared/ui';
import { loadWithRetry } from '../app/load-with-retry';
import type { RemoteMountProps } from '../routing/remote-mount';
import { useCatalog } from '../platform/catalog-store';
import styles from './home-page.module.css';

export interface RemoteWidgetProps {
  remoteId: string;
  expose: string;
  props?: Record<string, unknown>;
}

// A widget needs the federation runtime: the mounting code travels in its chunk (issue 16), so the
// home page's own chunk does not carry it. After the last failed retry the slot stays empty.
const RemoteMount = lazy(() =>
  loadWithRetry<{ default: ComponentType<RemoteMountProps> }>(
    () =>
      import(/* webpackChunkName: "federation" */ '../routing/remote-mount').then((m) => ({
        default: m.RemoteMount,
      })),
    () => ({ default: () => null }),
  ),
);

/**
 * A home-page widget a remote exposes; renders nothing while its remote is off or unknown, and
 * loads the remote only when the slot nears the viewport (a placeholder keeps its space).
 */
export function RemoteWidget({ remoteId, expose, props = {} }: RemoteWidgetProps) {
  const remote = useCatalog((s) => s.remotes[remoteId]);
  const { ref, near } = useNearViewport<HTMLDivElement>();
  if (!remote || remote.status === 'disabled') return null;
  const slot = <div className={styles.widgetSlot} />;
  return (
    <div ref={ref} className={near ? undefined : styles.widgetSlot} data-widget-slot={remoteId}>
      {near ? (
        <Suspense fallback={slot}>
          <RemoteMount
            remote={remote.remote}
            expose={expose}
            props={props}
            resetKey={expose}
            compact
          />
        </Suspense>
      ) : null}
    </div>
  );
}
