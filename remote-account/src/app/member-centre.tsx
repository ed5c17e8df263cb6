import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router-dom';
import { NS } from '../i18n/namespace';
import styles from './member-centre.module.css';

const SECTIONS = [
  { to: '.', key: 'nav.overview', end: true },
  { to: 'bets', key: 'nav.bets', end: false },
  { to: 'invite', key: 'nav.invite', end: false },
  { to: 'vip', key: 'nav.vip', end: false },
  { to: 'responsible', key: 'nav.responsible', end: false },
  { to: 'settings', key: 'nav.settings', end: false },
] as const;

/** personal/{id}: the member centre's sections under one tab strip. */
export function MemberCentre() {
  const { t } = useTranslation(NS);
  return (
    <div className={styles.centre}>
      <nav className={styles.tabs} aria-label={t('nav.label')}>
        {SECTIONS.map((s) => (
          <NavLink
            key={s.key}
            to={s.to}
            end={s.end}
            className={({ isActive }) => (isActive ? `${styles.tab} ${styles.active}` : styles.tab)}
          >
            {t(s.key)}
          </NavLink>
        ))}
      </nav>
      <Outlet />
    </div>
  );
}
