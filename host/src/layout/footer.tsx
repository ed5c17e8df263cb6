import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSessionStore } from '@app/shared';
import { useCatalog } from '../platform/catalog-store';
import { buildFooterLinks, labelIn, viewerOf } from './nav-model';
import { InfoFooterLinks } from '../info/info-footer-links';
import styles from './layout.module.css';

export function Footer() {
  const { t, i18n } = useTranslation();
  const remotes = useCatalog((s) => s.remotes);
  const userInfo = useSessionStore((s) => s.userInfo);
  const remoteLinks = buildFooterLinks(remotes, viewerOf(userInfo));
  return (
    <footer className={styles.footer}>
      <InfoFooterLinks />
      {remoteLinks.length > 0 ? (
        <nav className={styles.footerLinks} aria-label={t('footer.more')}>
          {remoteLinks.map((link) => (
            <Link key={`${link.id}:${link.path}`} to={link.path}>
              {labelIn(link.label, i18n.language)}
            </Link>
          ))}
        </nav>
      ) : null}
      <p>{t('footer.responsible')}</p>
      <p>
        © {new Date().getFullYear()} {t('brand')}. {t('footer.rights')}
      </p>
    </footer>
  );
}
