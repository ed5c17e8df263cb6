import type { RemoteRoutesProps } from '@app/shared';
import { findActivity } from './features/activity-catalog';
import { ActivityPage } from './features/activity-page';
import { PromotionsPage } from './features/promotions-page';
import './i18n/namespace';

/** The activities remote's face: the promotions list, or the activity page the host matched. */
export default function ActivitiesRoutes({ routeId }: RemoteRoutesProps) {
  const def = findActivity(routeId);
  return def ? <ActivityPage key={def.id} def={def} /> : <PromotionsPage />;
}
