import { useTranslation } from '@app/shared/i18n';
import { GAMES_NS } from '../i18n/namespace';
import type { GameCategory } from '../lib/lobby-view';
import styles from './games-toolbar.module.css';

export interface GamesToolbarProps {
  category: GameCategory;
  onCategory: (c: GameCategory) => void;
  query: string;
  onQuery: (q: string) => void;
  /** Favourites are per member: hidden for guests. */
  showFavourites: boolean;
}

export function GamesToolbar({
  category,
  onCategory,
  query,
  onQuery,
  showFavourites,
}: GamesToolbarProps) {
  const { t } = useTranslation(GAMES_NS);
  const chips: { id: GameCategory; label: string }[] = [
    { id: 'all', label: t('filter.all') },
    { id: 'hot', label: t('filter.hot') },
    ...(showFavourites ? [{ id: 'favourites' as const, label: t('filter.favourites') }] : []),
  ];
  return (
    <div className={styles.bar}>
      <div className={styles.chips} role="group" aria-label={t('filter.label')}>
        {chips.map((c) => (
          <button
            key={c.id}
            type="button"
            className={styles.chip}
            aria-pressed={category === c.id}
            onClick={() => onCategory(c.id)}
          >
            {c.label}
          </button>
        ))}
      </div>
      <label className={styles.search}>
        <svg viewBox="0 0 24 24" aria-hidden="true">
          <circle cx="11" cy="11" r="6.5" />
          <path d="M16 16l4.5 4.5" />
        </svg>
        <input
          type="search"
          value={query}
          placeholder={t('filter.search')}
          aria-label={t('filter.search')}
          onChange={(e) => onQuery(e.target.value)}
          maxLength={40}
        />
        {query ? (
          <button
            type="button"
            className={styles.clear}
            aria-label={t('filter.clear')}
            onClick={() => onQuery('')}
          >
            ×
          </button>
        ) : null}
      </label>
    </div>
  );
}
