import { useTranslation } from '@app/shared/i18n';
import { NavLink, Outlet } from 'react-router-dom';
import { preloadOnIntent, usePreloadWhenVisitorActs } from '@app/shared/lazy';
import { NS } from '../i18n/namespace';
import { MatchDetailPage, MyBetsPage, ResultsPage } from './pages';
import { BetSlip, SlipContents } from '../features/betslip/components/bet-slip';
import { OddsSettings } from '../features/odds/components/odds-settings';
import styles from './sports-layout.module.css';

const link = ({ isActive }: { isActive: boolean }) =>
  isActive ? `${styles.nav} ${styles.active}` : styles.nav;

/** The sportsbook frame: section links and settings on top, pages left, the bet slip right. */
export function SportsLayout() {
  const { t } = useTranslation(NS);
  // the pages a member opens most from here, and the slip's picks and stakes, fetched as they start
  // using the list (a thumb scrolling, a pointer moving: before the first tap on a price)
  const frame = usePreloadWhenVisitorActs<HTMLDivElement>(
    MatchDetailPage,
    MyBetsPage,
    SlipContents,
  );
  return (
    <div className={styles.frame} ref={frame}>
      <div className={styles.main}>
        <div className={styles.top}>
          <nav className={styles.links} aria-label={t('title')}>
            <NavLink to="." end className={link}>
              {t('nav.matches')}
            </NavLink>
            <NavLink to="mybets" className={link} {...preloadOnIntent(MyBetsPage)}>
              {t('nav.myBets')}
            </NavLink>
            <NavLink to="results" className={link} {...preloadOnIntent(ResultsPage)}>
              {t('nav.results')}
            </NavLink>
          </nav>
          <OddsSettings />
        </div>
        <Outlet />
      </div>
      <BetSlip />
    </div>
  );
}
