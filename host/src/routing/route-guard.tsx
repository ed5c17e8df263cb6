import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useSessionStore, type RouteEntry } from '@app/shared';
import { useLoginDialog } from '../session/login-dialog-store';
import { decideGuard } from './guard-decision';

export interface RouteGuardProps {
  entry: RouteEntry;
  children: ReactNode;
}

export function RouteGuard({ entry, children }: RouteGuardProps) {
  const location = useLocation();
  const loggedIn = useSessionStore((s) => Boolean(s.token));
  const role = useSessionStore((s) => s.userInfo?.role);
  const showLogin = useLoginDialog((s) => s.show);
  const decision = decideGuard(entry, { loggedIn, role });

  useEffect(() => {
    if (decision === 'login') showLogin(`${location.pathname}${location.search}`);
  }, [decision, showLogin, location.pathname, location.search]);

  if (decision === 'home' || decision === 'login') return <Navigate to="/" replace />;
  if (decision === 'forbidden') {
    // the role is not known until the profile loads: wait for it rather than bounce
    return role === undefined ? null : <Navigate to="/403" replace />;
  }
  return <>{children}</>;
}
