import { useNearViewport } from '@app/shared/ui';
import { useCatalog } from '../platform/catalog-store';
import { RemoteMount } from '../routing/remote-mount';
import styles from './home-page.module.css';

export interface RemoteWidgetProps {
  remoteId: string;
  expose: string;
  props?: Record<string, unknown>;
}

/**
 * A home-page widget a remote exposes; renders nothing while its remote is off or unknown, and
 * loads the remote only when the slot nears the viewport (a placeholder keeps its space).
 */
export function RemoteWidget({ remoteId, expose, props = {} }: RemoteWidgetProps) {
  const remote = useCatalog((s) => s.remotes[remoteId]);
  const { ref, near } = useNearViewport<HTMLDivElement>();
  if (!remote || remote.status === 'disabled') return null;
  return (
    <div ref={ref} className={near ? undefined : styles.widgetSlot} data-widget-slot={remoteId}>
      {near ? (
        <RemoteMount
          remote={remote.remote}
          expose={expose}
          props={props}
          resetKey={expose}
          compact
        />
      ) : null}
    </div>
  );
}
