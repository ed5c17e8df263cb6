import { useTranslation } from 'react-i18next';
import { INFO_NS } from './info-messages';
import styles from './info-skeleton.module.css';

/** Page-shaped placeholder while an info page or its texts load (keeps the layout from jumping). */
export function InfoSkeleton() {
  const { t } = useTranslation(INFO_NS);
  return (
    <div className={styles.page} role="status" aria-busy="true">
      <span className={styles.visuallyHidden}>{t('boot.loading')}</span>
      <div className={`${styles.skeleton} ${styles.skeletonHero}`} aria-hidden="true" />
      <div className={styles.grid} aria-hidden="true">
        <div className={`${styles.skeleton} ${styles.skeletonCard}`} />
        <div className={`${styles.skeleton} ${styles.skeletonCard}`} />
        <div className={`${styles.skeleton} ${styles.skeletonCard}`} />
      </div>
    </div>
  );
}
