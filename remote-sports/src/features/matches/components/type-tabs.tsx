import { useTranslation } from '@app/shared/i18n';
import { MATCH_TYPE } from '@app/shared/rules';
import { NS } from '../../../i18n/namespace';
import { FAVOURITES } from '../hooks/use-match-pages';
import styles from './match-list-page.module.css';

export interface TypeTabsProps {
  type: number;
  count(type: number): number | null;
  favourites: number;
  onChange(type: number): void;
}

/** Live (1), today (3), early (4), champion (7) and the local favourites, each with its count. */
export function TypeTabs({ type, count, favourites, onChange }: TypeTabsProps) {
  const { t } = useTranslation(NS);
  const tabs = [
    { value: MATCH_TYPE.live, label: t('types.live'), n: count(MATCH_TYPE.live) },
    { value: MATCH_TYPE.today, label: t('types.today'), n: count(MATCH_TYPE.today) },
    { value: MATCH_TYPE.early, label: t('types.early'), n: count(MATCH_TYPE.early) },
    { value: MATCH_TYPE.list, label: t('types.champion'), n: count(MATCH_TYPE.list) },
    { value: FAVOURITES, label: t('types.favourites'), n: favourites },
  ];
  return (
    <div className={styles.tabs} role="tablist">
      {tabs.map((tab) => (
        <button
          key={tab.value}
          type="button"
          role="tab"
          aria-selected={type === tab.value}
          className={type === tab.value ? `${styles.tab} ${styles.active}` : styles.tab}
          onClick={() => onChange(tab.value)}
        >
          {tab.label}
          {tab.n !== null ? <span className={styles.count}>{tab.n}</span> : null}
        </button>
      ))}
    </div>
  );
}
