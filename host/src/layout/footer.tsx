import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { RG_MIN_AGE } from '@app/shared/api/member';
import { useSessionStore } from '@app/shared/store';
import { HOST_NS } from '../app/host-i18n';
import { useCatalog } from '../platform/catalog-store';
import { buildFooterLinks, labelIn, viewerOf } from './nav-model';
import { InfoFooterLinks } from '../info/info-footer-links';
import styles from './layout.module.css';

/** The public "Play responsibly" page (served by remote-account, open to guests). */
export const RESPONSIBLE_GAMBLING_PATH = '/responsible-gambling';

export function Footer() {
  const { t, i18n } = useTranslation();
  const { t: th } = useTranslation(HOST_NS);
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
      <p>
        <Link to={RESPONSIBLE_GAMBLING_PATH} data-testid="footer-responsible">
          {th('responsibleGambling', { minAge: RG_MIN_AGE })}
        </Link>
      </p>
      <p>
        © {new Date().getFullYear()} {t('brand')}. {t('footer.rights')}
      </p>
    </footer>
  );
}
