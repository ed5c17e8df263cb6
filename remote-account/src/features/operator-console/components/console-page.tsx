import { useTranslation } from '@app/shared/i18n';
import { NavLink, Navigate, Outlet, Route, Routes } from 'react-router-dom';
import { NS } from '../../../i18n/namespace';
import { AuditPanel } from './audit-panel';
import { BanPanel } from './ban-panel';
import { HealthPanel } from './health-panel';
import { MaintenancePanel } from './maintenance-panel';
import { RegistryPanel } from './registry-panel';
import { ReleasesPanel } from './releases-panel';
import { WithdrawalsPanel } from './withdrawals-panel';
import styles from './console.module.css';

const TABS = [
  { to: '.', key: 'console.tabRemotes', end: true },
  { to: 'maintenance', key: 'console.tabMaintenance', end: false },
  { to: 'moderation', key: 'console.tabModeration', end: false },
  { to: 'audit', key: 'console.tabAudit', end: false },
  { to: 'releases', key: 'console.tabReleases', end: false },
  { to: 'health', key: 'console.tabHealth', end: false },
  { to: 'withdrawals', key: 'console.tabWithdrawals', end: false },
] as const;

/** /superadmincenter: the operator console (the host guards the super admin role). */
export function ConsolePage() {
  return (
    <Routes>
      {/* a layout route, so the tabs' links are relative to the console, not to the open tab */}
      <Route element={<ConsoleLayout />}>
        <Route index element={<RegistryPanel />} />
        <Route path="maintenance" element={<MaintenancePanel />} />
        <Route path="moderation" element={<BanPanel />} />
        <Route path="audit" element={<AuditPanel />} />
        <Route path="releases" element={<ReleasesPanel />} />
        <Route path="health" element={<HealthPanel />} />
        <Route path="withdrawals" element={<WithdrawalsPanel />} />
        <Route path="*" element={<Navigate to=".." replace />} />
      </Route>
    </Routes>
  );
}

function ConsoleLayout() {
  const { t } = useTranslation(NS);
  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <h1 className={styles.title}>{t('console.title')}</h1>
        <p className={styles.sub}>{t('console.lead')}</p>
      </header>
      <nav className={styles.tabs} aria-label={t('console.title')}>
        {TABS.map((tab) => (
          <NavLink
            key={tab.key}
            to={tab.to}
            end={tab.end}
            className={({ isActive }) => (isActive ? `${styles.tab} ${styles.active}` : styles.tab)}
          >
            {t(tab.key)}
          </NavLink>
        ))}
      </nav>
      <Outlet />
    </div>
  );
}
