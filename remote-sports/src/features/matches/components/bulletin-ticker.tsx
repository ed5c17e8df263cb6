import { useTranslation } from '@app/shared/i18n';
import { sportsbookListQueries } from '@app/shared/api/sportsbook-lists';
import { useQuery } from '@app/shared/client';
import { NS } from '../../../i18n/namespace';
import { BULLETIN_ICON_PATH, bulletinLine } from '../lib/bulletin-line';
import styles from './bulletin-ticker.module.css';

/**
 * The provider's pinned notices (`bulletin/listTop`) as one scrolling line; hidden when none. While
 * they load, the empty bar keeps its place, so their arrival does not push the list down (CLS).
 */
export function BulletinTicker() {
  const { t } = useTranslation(NS);
  const { data, isPending } = useQuery(sportsbookListQueries.bulletins());
  if (isPending)
    return <div className={styles.ticker} aria-hidden="true" data-testid="bulletin-pending" />;
  const line = bulletinLine(data ?? []);
  if (line === '') return null;
  return (
    <section className={styles.ticker} aria-label={t('bulletins')}>
      <svg className={styles.icon} width="16" height="16" viewBox="0 0 24 24" aria-hidden>
        <path fill="currentColor" d={BULLETIN_ICON_PATH} />
      </svg>
      <div className={styles.track}>
        <p className={styles.text} data-testid="bulletin">
          {line}
        </p>
      </div>
    </section>
  );
}
