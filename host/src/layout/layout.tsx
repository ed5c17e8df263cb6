import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { useAppStore } from '@app/shared/store';
import { useNotices } from '../app/notices-store';
import { MaintenancePage } from '../maintenance/maintenance-page';
import { useSiteMaintenance } from '../maintenance/use-site-maintenance';
import { useMaintainInfoSync } from '../platform/maintain-info-sync';
import { releaseEarlyRoute, useHeldEarlyRoute } from '../routing/early-route';
import { useRemoteRoute } from '../routing/served-page';
import { LoginDialog } from '../session/login-dialog';
import { LazyRealityCheck } from '../session/reality-check/lazy-reality-check';
import { HeldEarlyRoute } from './early-route-view';
import { Footer } from './footer';
import { Header } from './header';
import { OfflineBanner } from './offline-banner';
import { usePageFade } from './page-fade';
import { TabBar } from './tab-bar';
import styles from './layout.module.css';

/** Host-owned pages that show the footer (SPEC §2); remote routes declare it in their manifest. */
const HOST_FOOTER_PATHS = new Set(['/']);

/** Layer three of remote resilience: the layout never depends on a remote. */
export function Layout() {
  const { t } = useTranslation();
  const location = useLocation();
  const theme = useAppStore((s) => s.theme);
  const newVersion = useNotices((s) => s.newVersion);
  const match = useRemoteRoute(location.pathname);
  const footer =
    HOST_FOOTER_PATHS.has(location.pathname) || (match.kind === 'route' && match.entry.footer);
  const maintenance = useSiteMaintenance();
  useMaintainInfoSync(); // every page, so a guest landing on /sports keeps the menu order too
  const mainRef = useRef<HTMLElement>(null);
  usePageFade(mainRef, location.pathname);

  useEffect(() => {
    document.documentElement.dataset.theme = theme;
  }, [theme]);

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location.pathname]);

  // the painted route belongs to the first page only (and never stands in for maintenance)
  const heldRoute = useHeldEarlyRoute();
  const [firstPath] = useState(location.pathname);
  const releaseHeld = location.pathname !== firstPath || maintenance.kind !== 'open';
  useEffect(() => {
    if (releaseHeld) releaseEarlyRoute();
  }, [releaseHeld]);

  if (maintenance.kind === 'maintenance') return <MaintenancePage notice={maintenance.notice} />;
  if (maintenance.kind === 'unverified') return <MaintenancePage unverified />;

  return (
    <div className={styles.shell}>
      <Header />
      <OfflineBanner />
      {newVersion ? (
        <div className={styles.banner} role="status">
          {t('app.newVersion')}
          <button
            type="button"
            className={styles.bannerButton}
            onClick={() => window.location.reload()}
          >
            {t('actions.reload')}
          </button>
        </div>
      ) : null}
      <main
        className={styles.main}
        id="main"
        ref={mainRef}
        data-early-held={heldRoute ? '' : undefined}
      >
        {heldRoute ? <HeldEarlyRoute node={heldRoute} /> : null}
        <Outlet />
      </main>
      {footer ? <Footer /> : null}
      <div className={styles.mobileTabs}>
        <TabBar />
      </div>
      <LoginDialog />
      <LazyRealityCheck />
    </div>
  );
}
