import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import { LoadingState, MessageState } from '@app/shared/ui';
import { useSessionStore } from '@app/shared/store';
import type { RouteEntry } from '@app/shared/federation';
import { useLoginDialog } from '../session/login-dialog-store';
import { useProfileStatus } from '../session/profile-status';
import { loadProfile } from '../session/session-actions';
import { decideGuard } from './guard-decision';
import { ReleaseEarlyRoute } from '../layout/early-route-view';
import { useServedPageAt } from './served-page';

export interface RouteGuardProps {
  entry: RouteEntry;
  children: ReactNode;
}

export function RouteGuard({ entry, children }: RouteGuardProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const loggedIn = useSessionStore((s) => Boolean(s.token));
  const role = useSessionStore((s) => s.userInfo?.role);
  const profile = useProfileStatus((s) => s.status);
  const showLogin = useLoginDialog((s) => s.show);
  // a page the server drew for a browser holding a login is hydrated as drawn: the stored session
  // is only read once hydration is over (zustand gives its initial state until then)
  const served = useServedPageAt(location.pathname);
  const [asDrawn, setAsDrawn] = useState(() => served?.member === true);
  useEffect(() => {
    if (asDrawn) startTransition(() => setAsDrawn(false));
  }, [asDrawn]);
  const decision = asDrawn ? 'allow' : decideGuard(entry, { loggedIn, role });
  const roleGated = entry.requiresAnchor || entry.requiresSuperAdmin;
  // the role in storage is not trusted: a role-gated page waits for this load's profile (S17)
  const waitForProfile = loggedIn && roleGated && profile !== 'fresh';

  useEffect(() => {
    if (decision === 'login') showLogin(`${location.pathname}${location.search}`);
  }, [decision, showLogin, location.pathname, location.search]);

  useEffect(() => {
    if (waitForProfile && profile === 'idle') void loadProfile();
  }, [waitForProfile, profile]);

  if (decision === 'home' || decision === 'login') return <Navigate to="/" replace />;
  if (waitForProfile) {
    return profile === 'failed' ? (
      <>
        <ReleaseEarlyRoute />
        <MessageState
          role="alert"
          title={t('remote.failedTitle')}
          body={t('remote.failedBody')}
          actionLabel={t('actions.retry')}
          onAction={() => void loadProfile()}
        />
      </>
    ) : (
      <LoadingState label={t('remote.loading')} />
    );
  }
  if (decision === 'forbidden') return <Navigate to="/403" replace />;
  return <>{children}</>;
}
