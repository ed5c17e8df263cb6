import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { sportsbookQueries } from '@app/shared/query';
import { NS } from '../../../i18n/namespace';
import styles from './bulletin-ticker.module.css';

/**
 * The provider's pinned notices (`bulletin/listTop`) as one scrolling line; hidden when none. While
 * they load, the empty bar keeps its place, so their arrival does not push the list down (CLS).
 */
export function BulletinTicker() {
  const { t } = useTranslation(NS);
  const { data, isPending } = useQuery(sportsbookQueries.bulletins());
  if (isPending)
    return <div className={styles.ticker} aria-hidden="true" data-testid="bulletin-pending" />;
  const texts = (data ?? [])
    .map((b) => [b.title, b.content].filter(Boolean).join(': '))
    .filter((x) => x !== '');
  if (texts.length === 0) return null;
  const line = texts.join('   ·   ');
  return (
    <section className={styles.ticker} aria-label={t('bulletins')}>
      <svg className={styles.icon} width="16" height="16" viewBox="0 0 24 24" aria-hidden>
        <path
          fill="currentColor"
          d="M3 10v4a1 1 0 0 0 1 1h2l4 4V5L6 9H4a1 1 0 0 0-1 1Zm13.5 2A4.5 4.5 0 0 0 14 8v8a4.5 4.5 0 0 0 2.5-4ZM14 3.2v2.1a7 7 0 0 1 0 13.4v2.1a9 9 0 0 0 0-17.6Z"
        />
      </svg>
      <div className={styles.track}>
        <p className={styles.text} data-testid="bulletin">
          {line}
        </p>
      </div>
    </section>
  );
}
