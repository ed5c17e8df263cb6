import { useDeferredValue, useState } from 'react';
import { useTranslation } from '@app/shared/i18n';
import { preloadOnLinkIntent, usePreloadWhenVisitorActs } from '@app/shared/lazy';
import { LoadingState, MessageState } from '@app/shared/ui';
import { STREAM_LIVE, type Stream } from '@app/shared/api/live';
import { RoomScreen } from '../../../app/pages';
import { NS } from '../../../i18n/namespace';
import { useCoverTags, useStreams, useStreamSearch } from '../api/use-streams';
import { StreamCard } from './stream-card';
import { UpcomingList } from './upcoming-list';
import styles from './stream-grid.module.css';

const hasTag = (s: Stream, tag: string) => {
  const tags: unknown = s.tags;
  return Array.isArray(tags) && tags.includes(tag);
};

/** A room is the list's own route with `?id=` (SPEC §2), wherever the host mounted it. */
const sameRoute = (id: string) => `?id=${id}`;

/** A room's code is fetched when a card is hovered, focused or touched (app/pages.ts). */
const ROOM_INTENT = preloadOnLinkIntent(RoomScreen);

/** anchorPlay (SPEC §2): live streams first (SPEC §4), tabs by cover tag, search, upcoming. */
export function StreamListPage() {
  const { t } = useTranslation(NS);
  // …or as the visitor starts using the list: the room is what the list is for
  const page = usePreloadWhenVisitorActs<HTMLElement>(RoomScreen);
  const streams = useStreams();
  const tags = useCoverTags();
  const [tag, setTag] = useState<string | null>(null);
  const [query, setQuery] = useState('');
  const keyWord = useDeferredValue(query.trim());
  const search = useStreamSearch(keyWord);

  const source = keyWord ? search.data : streams.data?.filter((s) => s.status === STREAM_LIVE);
  const shown = (source ?? []).filter((s) => !tag || hasTag(s, tag));
  const pending = keyWord ? search.isPending : streams.isPending;

  return (
    <section className={styles.page} ref={page}>
      <div className={styles.top}>
        <h1 className={styles.title}>{t('title')}</h1>
        <input
          type="search"
          className={styles.search}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder={t('list.search')}
          aria-label={t('list.search')}
        />
      </div>
      <div className={styles.tabs} role="tablist" aria-label={t('list.tags')}>
        {[null, ...(tags.data ?? []).map((x) => x.name)].map((name) => (
          <button
            key={name ?? '*'}
            type="button"
            role="tab"
            aria-selected={tag === name}
            className={styles.tab}
            onClick={() => setTag(name)}
          >
            {name ?? t('list.all')}
          </button>
        ))}
      </div>
      {pending ? (
        <LoadingState label={t('list.loading')} />
      ) : streams.isError && !keyWord ? (
        <MessageState
          role="alert"
          title={t('error')}
          actionLabel={t('Refresh')}
          onAction={() => void streams.refetch()}
        />
      ) : shown.length === 0 ? (
        <MessageState title={keyWord ? t('list.noResults') : t('noneLive')} />
      ) : (
        <div className={styles.grid} data-testid="stream-grid" {...ROOM_INTENT}>
          {shown.map((s) => (
            <StreamCard key={String(s.id)} stream={s} roomLink={sameRoute} />
          ))}
        </div>
      )}
      {keyWord ? null : <UpcomingList />}
    </section>
  );
}
