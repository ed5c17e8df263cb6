import { useTranslation } from '@app/shared/i18n';
import { NavLink, Outlet } from 'react-router-dom';
import { preloadOnIntent, usePreloadWhenVisitorActs } from '@app/shared/lazy';
import { NS } from '../i18n/namespace';
import { BetRecordsPage, DepositPage, SECTION_PAGES } from './pages';
import { SECTIONS } from './member-centre-sections';
import styles from './member-centre.module.css';

/** personal/{id}: the member centre's sections under one tab strip. */
export function MemberCentre() {
  const { t } = useTranslation(NS);
  // the sections opened most (the wallet's deposit and withdraw, the bet records), fetched as the
  // member starts using the page; the others on a tab's hover, focus or touch
  const centre = usePreloadWhenVisitorActs<HTMLDivElement>(DepositPage, BetRecordsPage);
  return (
    <div className={styles.centre} ref={centre}>
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
