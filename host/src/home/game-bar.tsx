import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useCatalog } from '../platform/catalog-store';
import { matchRemoteRoute } from '../routing/match-remote-route';
import { HOME_NS } from './home-i18n';
import { elementTiming, LazyImage } from './lazy-image';
import { barRoute } from './link-target';
import { SectionEmpty, SectionError } from './section-state';
import { useGameTypes } from './use-home-data';
import styles from './game-bar.module.css';

const SKELETON_ITEMS = 6;

/** The lobby categories (SPEC §7 home/bar/list): one tap to sports, live or a game lobby. */
export function GameBar() {
  const { t } = useTranslation(HOME_NS);
  const { data, isPending, isError, refetch } = useGameTypes();
  const remotes = useCatalog((st) => st.remotes);
  if (isPending)
    return (
      <ul className={styles.bar} aria-busy="true" aria-label={t('gamesLabel')}>
        {Array.from({ length: SKELETON_ITEMS }, (_, i) => (
          <li key={i} className={styles.item}>
            {/* the item's own box, so the content replaces it without moving the page (CLS) */}
            <span className={styles.link}>
              <span className={`${styles.icon} ${styles.skeleton}`} />
              <span className={styles.label}>
                <span className={`${styles.labelSkeleton} ${styles.skeleton}`} />
              </span>
            </span>
          </li>
        ))}
      </ul>
    );
  if (isError) return <SectionError message={t('gamesError')} onRetry={() => void refetch()} />;
  // an entry into a section the operator switched off would lead to "unavailable": leave it out
  const off = (to: string) =>
    matchRemoteRoute(to.split(/[?#]/)[0]!, Object.values(remotes)).kind === 'disabled';
  const items = data.flatMap((item) => {
    const to = barRoute(item);
    return to && !off(to) ? [{ item, to }] : [];
  });
  if (items.length === 0) return <SectionEmpty message={t('gamesEmpty')} />;
  return (
    <nav aria-label={t('gamesLabel')}>
      <ul className={styles.bar}>
        {items.map(({ item, to }, index) => {
          const name = item.barName ?? item.barCode ?? String(item.id ?? '');
          return (
            <li key={String(item.id ?? to)} className={styles.item}>
              <Link className={styles.link} to={to} data-testid="game-bar-item">
                <LazyImage className={styles.icon} src={item.icon} alt="" width={48} height={48} />
                <span
                  className={styles.label}
                  {...elementTiming(index === 0 ? 'game-bar' : undefined)}
                >
                  {name}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
