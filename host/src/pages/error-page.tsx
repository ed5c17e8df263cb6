import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { HOST_NS } from '../app/host-i18n';
import styles from './error-page.module.css';

const MESSAGES = {
  '404': { title: 'error404Title', body: 'error404Body' },
  '403': { title: 'error403Title', body: 'error403Body' },
  '500': { title: 'error500Title', body: 'error500Body' },
} as const;

export interface ErrorPageProps {
  code: keyof typeof MESSAGES;
}

/** SPEC §2: /404 (aliases /500, /403), without header or tab bar; the message matches the code. */
export function ErrorPage({ code }: ErrorPageProps) {
  const { t } = useTranslation(HOST_NS);
  const text = MESSAGES[code];
  return (
    <main className={styles.page} data-error-code={code}>
      <div className={styles.card}>
        <p className={styles.code} aria-label={t('errorCode', { code })}>
          {code}
        </p>
        <h1 className={styles.title}>{t(text.title)}</h1>
        <p className={styles.body}>{t(text.body)}</p>
        <Link className={styles.home} to="/">
          {t('goHome')}
        </Link>
      </div>
    </main>
  );
}
