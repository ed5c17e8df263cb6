import { memo } from 'react';
import { useTranslation } from '@app/shared/i18n';
import { NS } from '../../../i18n/namespace';
import styles from './match-list-page.module.css';

export interface LeagueHeaderProps {
  id: string;
  name: string;
  count: number;
  collapsed: boolean;
  onToggle(id: string): void;
}

/** A league's header in the list (collapses its matches); memoised: a scroll or a tick skips it. */
export const LeagueHeader = memo(function LeagueHeader(props: LeagueHeaderProps) {
  const { id, name, count, collapsed, onToggle } = props;
  const { t } = useTranslation(NS);
  return (
    <button
      type="button"
      className={styles.league}
      aria-expanded={!collapsed}
      onClick={() => onToggle(id)}
      data-testid="league-header"
    >
      <span className={styles.caret} aria-hidden>
        {collapsed ? '▸' : '▾'}
      </span>
      <span className={styles.leagueName}>{name}</span>
      <span className={styles.count}>{count}</span>
      <span className={styles.cols} aria-hidden>
        <span>{t('markets.winner')}</span>
        <span>{t('markets.handicap')}</span>
        <span>{t('markets.total')}</span>
      </span>
    </button>
  );
});
