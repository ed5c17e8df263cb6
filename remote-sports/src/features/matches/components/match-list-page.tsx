import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from '@app/shared/i18n';
import { useFirstContentShown } from '@app/shared/federation';
import { LoadingState, MessageState } from '@app/shared/ui';
import { MATCH_TYPE } from '@app/shared/rules';
import { useAppStore } from '@app/shared/store';
import { NS } from '../../../i18n/namespace';
import { FAVOURITES, useMatchPages } from '../hooks/use-match-pages';
import { FIRST_LIST } from '../lib/list-query';
import { useCounts } from '../hooks/use-statistics';
import { buildRows, matchesSearch } from '../lib/rows';
import { useFollowStore } from '../stores/follow-store';
import { BulletinTicker } from './bulletin-ticker';
import { ListFilters } from './list-filters';
import { MatchList } from './match-list';
import { SportChips } from './sport-chips';
import { TypeTabs } from './type-tabs';
import styles from './match-list-page.module.css';

const MARKETS = ['winner', 'handicap', 'total'] as const;

export function MatchListPage() {
  const { t } = useTranslation(NS);
  const lang = useAppStore((s) => s.language);
  const [type, setType] = useState<number>(FIRST_LIST.type);
  const [sportId, setSportId] = useState<number>(FIRST_LIST.sportId);
  const [search, setSearch] = useState('');
  const [market, setMarket] = useState<(typeof MARKETS)[number]>('winner');
  const [leagueId, setLeagueId] = useState(FIRST_LIST.filter.leagueId);
  const [day, setDay] = useState(FIRST_LIST.filter.day);
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const follows = useFollowStore((s) => s.list);
  const counts = useCounts();
  const pages = useMatchPages(type, sportId, { leagueId, day });
  const followed = useMemo(() => new Set(follows[String(sportId)] ?? []), [follows, sportId]);
  const favCount = Object.values(follows).reduce((n, l) => n + l.length, 0);
  // a page that arrives later (or the live tab's re-read) is listed in a transition render, which
  // yields to scrolling between rows, not in the query's synchronous one: one long task per page
  // otherwise. The first page is listed at once: there are no rows to scroll yet, and deferring it
  // put a render of the loading state and a sliced one after it between the answer and the rows
  // (issue 16: 10–50 ms of a Sports tab switch in an A/B of the bench; bench-tab-switch.mjs).
  const deferred = useDeferredValue(pages.data);
  const data = deferred ?? pages.data;
  const catchingUp = data !== pages.data;
  const matches = useMemo(() => data?.pages.flatMap((p) => p.records) ?? [], [data]);
  const rows = useMemo(
    () =>
      buildRows(
        matches,
        collapsed,
        (m) => matchesSearch(m, search) && (type !== FAVOURITES || followed.has(String(m.id))),
      ),
    [matches, collapsed, search, type, followed],
  );
  const toggleLeague = useCallback(
    (id: string) =>
      setCollapsed((s) => {
        const next = new Set(s);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    [],
  );
  const { fetchNextPage, hasNextPage, isFetchingNextPage } = pages;
  const more = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  // a league of one list or sport is not on sale in another: filters start over
  const changeType = (next: number) => {
    setType(next);
    setLeagueId('');
    setDay(-1);
  };
  const changeSport = (next: number) => {
    setSportId(next);
    setLeagueId('');
  };
  const chipType = type === FAVOURITES ? MATCH_TYPE.today : type;
  const listing = pages.isPending || (catchingUp && data === undefined);
  // the error or empty state is the page's first content; MatchList says so once its rows are rendered
  useFirstContentShown(!listing && (pages.isError || rows.length === 0));

  return (
    <section className={styles.page}>
      <BulletinTicker />
      <TypeTabs type={type} count={counts.total} favourites={favCount} onChange={changeType} />
      <SportChips
        sportId={sportId}
        count={(sid) => counts.bySport(chipType, sid)}
        onChange={changeSport}
      />
      {type === FAVOURITES ? null : (
        <ListFilters
          type={type}
          sportId={sportId}
          lang={lang}
          leagueId={leagueId}
          day={day}
          onLeague={setLeagueId}
          onDay={setDay}
        />
      )}
      <div className={styles.tools}>
        <input
          type="search"
          className={styles.search}
          placeholder={t('search')}
          aria-label={t('search')}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        <div className={styles.picker} role="group" aria-label={t('markets.label')}>
          {MARKETS.map((m) => (
            <button
              key={m}
              type="button"
              aria-pressed={market === m}
              className={market === m ? `${styles.pick} ${styles.active}` : styles.pick}
              onClick={() => setMarket(m)}
            >
              {m === 'winner'
                ? t('markets.winner')
                : m === 'handicap'
                  ? t('markets.handicap')
                  : t('markets.total')}
            </button>
          ))}
        </div>
      </div>
      {listing ? (
        <LoadingState label={t('loading')} />
      ) : pages.isError ? (
        <MessageState
          role="alert"
          title={t('error')}
          actionLabel={t('retry')}
          onAction={() => void pages.refetch()}
        />
      ) : rows.length === 0 ? (
        <MessageState title={type === FAVOURITES ? t('noFavourites') : t('empty')} />
      ) : (
        <MatchList
          rows={rows}
          lang={lang}
          market={market}
          hasMore={Boolean(hasNextPage) && !catchingUp}
          loadingMore={isFetchingNextPage}
          onMore={more}
          onToggleLeague={toggleLeague}
          ticking={type === MATCH_TYPE.live ? { type, sportId } : null}
        />
      )}
    </section>
  );
}
