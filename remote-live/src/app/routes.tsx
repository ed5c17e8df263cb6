import type { ReactElement } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import type { RemoteRoutesProps } from '@app/shared/federation';
import { LivePage } from './live-page';
import { AnchorCentrePage } from './pages';

/** The host renders this module once its messages are loaded (RemoteModule). */
export { namespaceReady as ready } from '../i18n/namespace';

/** Each declared route (app-manifest.json) and the page it shows. */
const PAGES: Record<string, ReactElement> = {
  anchorPlay: <LivePage />,
  personalAnchor: <AnchorCentrePage />,
};

/** The live remote's face, relative to the base path the host matched. */
export default function LiveRoutes({ routeId }: RemoteRoutesProps) {
  return (
    <Routes>
      <Route index element={PAGES[routeId] ?? <LivePage />} />
      {/* an unknown sub-path goes up to the base path (the catch-all's parent route) */}
      <Route path="*" element={<Navigate to=".." replace />} />
    </Routes>
  );
}
