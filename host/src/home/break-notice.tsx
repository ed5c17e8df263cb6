import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatDateTimeWithYear } from '@app/shared/rules';
import { HOME_NS } from './home-i18n';
import styles from './break-notice.module.css';

/** Where a member manages limits, the reality check and breaks (served by remote-account). */
export const RG_SETTINGS_PATH = '/personal/responsible';

/** Stands in for the promotion banners while the member takes a break (issue 18). */
export default function BreakNotice({ until }: { until: number }) {
  const { t, i18n } = useTranslation(HOME_NS);
  return (
    <section
      className={styles.notice}
      aria-labelledby="home-break-title"
      data-testid="rg-break-notice"
    >
      <h2 id="home-break-title" className={styles.title}>
        {t('breakTitle', { until: formatDateTimeWithYear(until, i18n.language) })}
      </h2>
      <p className={styles.body}>{t('breakBody')}</p>
      <Link className={styles.link} to={RG_SETTINGS_PATH}>
        {t('breakSettings')}
      </Link>
    </section>
  );
}
