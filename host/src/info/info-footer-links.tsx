import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { INFO_NS } from './info-messages';
import { INFO_PAGES } from './info-routes';
import styles from './info-footer-links.module.css';

/** The footer's links to the open info pages (labels from the small start-up part of `info`). */
export function InfoFooterLinks() {
  const { t } = useTranslation(INFO_NS);
  return (
    <nav aria-label={t('boot.linksLabel')} className={styles.nav}>
      <ul className={styles.list}>
        {INFO_PAGES.map((page) => (
          <li key={page.path}>
            <Link className={styles.link} to={page.path}>
              {t(page.titleKey)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
