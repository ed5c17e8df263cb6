import { useCatalog } from '../platform/catalog-store';
import { RemoteMount } from '../routing/remote-mount';

export interface RemoteWidgetProps {
  remoteId: string;
  expose: string;
  props?: Record<string, unknown>;
}

/** A home-page widget a remote exposes; renders nothing while its remote is off or unknown. */
export function RemoteWidget({ remoteId, expose, props = {} }: RemoteWidgetProps) {
  const remote = useCatalog((s) => s.remotes[remoteId]);
  if (!remote || remote.status === 'disabled') return null;
  return (
    <RemoteMount remote={remote.remote} expose={expose} props={props} resetKey={expose} compact />
  );
}
