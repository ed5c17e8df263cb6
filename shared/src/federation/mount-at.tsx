import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';

export interface MountAtProps {
  basePath: string;
  children: ReactNode;
}

/**
 * Makes a remote's own `<Routes>` relative to the base path the host matched (e.g. `/sports`).
 * The remote is the element of the base path's route, which its `*` child keeps matched below it:
 * under a splat route itself, a relative link in the remote's layouts would resolve from the open
 * page's address (React Router 7 resolves relative paths of splat routes from the whole URL).
 */
export function MountAt({ basePath, children }: MountAtProps) {
  const path = basePath.replace(/^\/+|\/+$/g, '');
  return (
    <Routes>
      <Route path={path} element={children}>
        <Route path="*" element={null} />
      </Route>
    </Routes>
  );
}
