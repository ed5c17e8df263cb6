import { useTranslation } from 'react-i18next';
import { HOME_NS } from './home-i18n';
import styles from './home-page.module.css';

export interface SectionErrorProps {
  message: string;
  onRetry(): void;
}

/** A section whose call failed: the message and a Retry button; the rest of the page stays. */
export function SectionError({ message, onRetry }: SectionErrorProps) {
  const { t } = useTranslation(HOME_NS);
  return (
    <div className={styles.notice} role="alert">
      <span>{message}</span>
      <button type="button" className={styles.retry} onClick={onRetry}>
        {t('retry')}
      </button>
    </div>
  );
}

/** A friendly line for a list that is empty. */
export function SectionEmpty({ message }: { message: string }) {
  return (
    <p className={styles.notice} role="status">
      {message}
    </p>
  );
}
