import { useTranslation } from '@app/shared/i18n';
import { Link } from 'react-router-dom';
import { preloadOnIntent } from '@app/shared/lazy';
import { NS } from '../i18n/namespace';
import { SECTION_PAGES } from './pages';
import styles from './member-centre.module.css';
import { SHORTCUTS } from './shortcut-items';

/** The member centre's sections as cards on the first screen. */
export function Shortcuts() {
  const { t } = useTranslation(NS);
  return (
    <nav className={styles.shortcuts} aria-label={t('shortcuts.label')}>
      {SHORTCUTS.map((item) => (
        <Link
          key={item.to}
          to={item.to}
          className={styles.shortcut}
          {...preloadOnIntent(SECTION_PAGES[item.to])}
        >
          <span className={styles.glyph} aria-hidden="true">
            {item.glyph}
          </span>
          <span className={styles.shortcutText}>
            <strong>{t(`shortcuts.${item.name}`)}</strong>
            <span>{t(`shortcuts.${item.name}Body`)}</span>
          </span>
        </Link>
      ))}
    </nav>
  );
}
