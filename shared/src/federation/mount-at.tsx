import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';

export interface MountAtProps {
  basePath: string;
  children: ReactNode;
}

/** Makes a remote's own `<Routes>` relative to the base path the host matched (e.g. `/sports`). */
export function MountAt({ basePath, children }: MountAtProps) {
  const path = `${basePath.replace(/^\/+|\/+$/g, '')}/*`;
  return (
    <Routes>
      <Route path={path} element={children} />
    </Routes>
  );
}
