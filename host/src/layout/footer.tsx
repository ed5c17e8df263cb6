import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { getRuntimeConfig } from '@app/shared';
import { InfoFooterLinks } from '../info/info-footer-links';
import styles from './layout.module.css';

export function Footer() {
  const { t } = useTranslation();
  const showStatus = getRuntimeConfig().mode !== 'production';
  return (
    <footer className={styles.footer}>
      <InfoFooterLinks />
      <p>{t('footer.responsible')}</p>
      <p>
        © {new Date().getFullYear()} {t('brand')}. {t('footer.rights')}
      </p>
      {showStatus ? (
        <p>
          <Link to="/platform-status">{t('status.title')}</Link>
        </p>
      ) : null}
    </footer>
  );
}
