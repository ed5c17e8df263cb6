import { useTranslation } from 'react-i18next';
import { useOnline } from './use-online';
import styles from './layout.module.css';

/** R11: says the site is offline while it is; react-query pauses and refetches on its own. */
export function OfflineBanner() {
  const { t } = useTranslation();
  const online = useOnline();
  if (online) return null;
  return (
    <div className={styles.banner} role="status" data-testid="offline-banner">
      {t('app.offline')}
    </div>
  );
}
