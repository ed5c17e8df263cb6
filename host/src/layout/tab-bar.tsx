import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { useSessionStore } from '@app/shared';
import { TABS } from './tabs';
import styles from './layout.module.css';

export function TabBar() {
  const { t } = useTranslation();
  const userId = useSessionStore((s) => s.userInfo?.id);
  return (
    <nav className={styles.tabbar} aria-label={t('brand')}>
      {TABS.map(({ key, to, Icon, end }) => (
        <NavLink
          key={key}
          to={to(userId)}
          end={end}
          className={({ isActive }) =>
            isActive ? `${styles.tab} ${styles.tabActive}` : styles.tab
          }
        >
          <Icon />
          <span>{t(`tabs.${key}`)}</span>
        </NavLink>
      ))}
    </nav>
  );
}
