import type { RemoteRoutesProps } from '@app/shared';
import { AnchorCentrePage } from './features/anchor-centre-page';
import { StreamListPage } from './features/stream-list-page';
import './i18n/namespace';

/** The live remote's face: the live room list and the anchor centre. */
export default function LiveRoutes({ routeId }: RemoteRoutesProps) {
  return routeId === 'personalAnchor' ? <AnchorCentrePage /> : <StreamListPage />;
}
