import { Navigate, Route, Routes } from 'react-router-dom';
import type { RemoteRoutesProps } from '@app/shared/federation';
import { PromotionsPage } from '../features/catalog/promotions-page';
import { findActivity } from '../lib/catalog';
import { ActivityScreen } from './pages';

/** The host renders this module once its messages are loaded (RemoteModule). */
export { namespaceReady as ready } from '../i18n/namespace';
/** The host's document server draws the promotions list from its public data. */
export { prefetchPromotions as prefetch } from '../features/catalog/prefetch';

/**
 * The activities remote's face, relative to the base path the host matched: the promotions list,
 * or the activity page of the matched route (its aliases share one route id).
 */
export default function ActivitiesRoutes({ routeId }: RemoteRoutesProps) {
  const def = findActivity(routeId);
  const page = def ? <ActivityScreen key={def.id} def={def} /> : <PromotionsPage />;
  return (
    <Routes>
      <Route index element={page} />
      {/* an unknown sub-path goes up to the base path (the catch-all's parent route) */}
      <Route path="*" element={<Navigate to=".." replace />} />
    </Routes>
  );
}
