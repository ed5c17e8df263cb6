import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { useSessionStore } from '@app/shared/store';
import { useHydrating } from '../app/hydration';
import { useCatalog } from '../platform/catalog-store';
import { navIcon } from './nav-icons';
import { builtInTabs, buildTabs, labelIn, viewerOf } from './nav-model';
import styles from './layout.module.css';

/** The tab bar, built from the remotes' manifests (with built-in entries while one is unknown). */
export function TabBar() {
  const { t, i18n } = useTranslation();
  const remotes = useCatalog((s) => s.remotes);
  const userInfo = useSessionStore((s) => s.userInfo);
  const hydrating = useHydrating();
  const tabs = hydrating ? builtInTabs() : buildTabs(remotes, viewerOf(userInfo));
  return (
    <nav className={styles.tabbar} aria-label={t('brand')}>
      {tabs.map((entry) => {
        const Icon = navIcon(entry.icon);
        return (
          <NavLink
            key={`${entry.id}:${entry.path}`}
            to={entry.path}
            end={entry.path === '/'}
            className={({ isActive }) =>
              isActive ? `${styles.tab} ${styles.tabActive}` : styles.tab
            }
          >
            <Icon />
            <span>{labelIn(entry.label, i18n.language)}</span>
          </NavLink>
        );
      })}
    </nav>
  );
}
