import type { RemoteRoutesProps } from '@app/shared';
import { PromotionsPage } from './features/promotions-page';
import './i18n/namespace';

/** The activities remote's face (promotion pages arrive route by route in its manifest). */
export default function ActivitiesRoutes(_props: RemoteRoutesProps) {
  return <PromotionsPage />;
}
