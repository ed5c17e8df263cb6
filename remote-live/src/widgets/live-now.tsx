import { useTranslation } from '@app/shared/i18n';
import { LoadingState, MessageState } from '@app/shared/ui';
import { STREAM_LIVE } from '@app/shared/api/live';
import type { RemoteWidgetProps } from '@app/shared/federation';
import { preloadOnLinkIntent } from '@app/shared/lazy';
import { RoomScreen } from '../app/pages';
import { useStreams } from '../features/stream-list/api/use-streams';
import { StreamCard } from '../features/stream-list/components/stream-card';
import { NS } from '../i18n/namespace';

/** The host renders this module once its messages are loaded (RemoteModule). */
export { namespaceReady as ready } from '../i18n/namespace';
import styles from '../features/stream-list/components/stream-grid.module.css';

/** A room's code is fetched when a card is hovered, focused or touched (app/pages.ts). */
const ROOM_INTENT = preloadOnLinkIntent(RoomScreen);

/** Home-page widget: the streams on air now. */
export default function LiveNowWidget({ limit = 4 }: RemoteWidgetProps) {
  const { t } = useTranslation(NS);
  const { data, isPending } = useStreams();
  if (isPending) return <LoadingState label={t('list.loading')} />;
  const live = (data ?? []).filter((s) => s.status === STREAM_LIVE).slice(0, limit);
  if (live.length === 0) return <MessageState title={t('noneLive')} />;
  return (
    <div className={styles.grid} data-testid="live-now" {...ROOM_INTENT}>
      {live.map((s) => (
        <StreamCard key={String(s.id)} stream={s} />
      ))}
    </div>
  );
}
