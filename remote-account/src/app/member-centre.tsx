import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router-dom';
import { preloadOnIntent } from '@app/shared/lazy';
import { NS } from '../i18n/namespace';
import { SECTION_PAGES } from './pages';
import { SECTIONS } from './member-centre-sections';
import styles from './member-centre.module.css';

/** personal/{id}: the member centre's sections under one tab strip. */
export function MemberCentre() {
  const { t } = useTranslation(NS);
  return (
    <div className={styles.centre}>
      <nav className={styles.tabs} aria-label={t('nav.label')}>
        {SECTIONS.map((s) => (
          <NavLink
            key={s.name}
            to={s.to}
            end={s.end}
            {...preloadOnIntent(SECTION_PAGES[s.to])}
            className={({ isActive }) => (isActive ? `${styles.tab} ${styles.active}` : styles.tab)}
          >
            {t(`nav.${s.name}`)}
          </NavLink>
        ))}
      </nav>
      <Outlet />
    </div>
  );
}
