import { useCallback, useState } from 'react';
import { useTranslation } from '@app/shared/i18n';
import { useLocation } from 'react-router-dom';
import { LoadingState, MessageState } from '@app/shared/ui';
import { publishIntent, shell, useFirstContentShown } from '@app/shared/federation';
import { selectIsLoggedIn, useSessionStore } from '@app/shared/store';
import { STREAM_LIVE } from '@app/shared/api/live';
import { ChatPanel } from '../features/chat/components/chat-panel';
import { useChatRoom } from '../features/chat/hooks/use-chat-room';
import type { ChatItem } from '../features/chat/lib/chat-events';
import { GiftBar } from '../features/gifts/components/gift-bar';
import { GiftOverlay } from '../features/gifts/components/gift-overlay';
import { useGiftQueue } from '../features/gifts/stores/gift-queue';
import { FIRST_LINE } from '../features/player/lib/video-source';
import { useStreamInfo } from '../features/live-room/api/use-room';
import { Paywall } from '../features/live-room/components/paywall';
import { RoomHeader } from '../features/live-room/components/room-header';
import { ScorePanel } from '../features/live-room/components/score-panel';
import { TipsPanel } from '../features/live-room/components/tips-panel';
import { tipIntent, type TipContent } from '../features/live-room/lib/tip';
import { VideoPlayer } from '../features/player/components/video-player';
import { toVideoSources } from '../features/player/lib/video-source';
import { NS } from '../i18n/namespace';
import styles from './room-screen.module.css';

/** The status a stream takes when its anchor ends it (the chat socket says so to the room). */
const STREAM_ENDED = 3;

/** One live room: video with gifts over it, the match, tips, gifts tray, chat beside (desktop) or below (phone). */
export function RoomScreen({ streamId }: { streamId: string }) {
  const { t } = useTranslation(NS);
  const loggedIn = useSessionStore(selectIsLoggedIn);
  const sessionKey = useSessionStore((s) => s.token ?? '');
  const info = useStreamInfo(streamId);
  // the host holds the frame its early painter drew (app/early-paint.ts) until now
  useFirstContentShown(!info.isPending);
  const [line, setLine] = useState(FIRST_LINE);
  const pushGift = useGiftQueue((s) => s.push);
  const onGift = useCallback(
    (item: ChatItem) =>
      pushGift({
        sender: item.user.nickName || item.user.userName,
        giftName: item.gift?.name ?? '',
        icon: item.gift?.icon,
        count: item.count ?? 1,
      }),
    [pushGift],
  );
  const chat = useChatRoom(streamId, { sessionKey, onGift });
  // back to this room after login, under whatever base path the host mounted the route at
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const login = useCallback(() => shell.openLogin({ redirect: here }), [here]);

  const onBet = useCallback(
    (tip: TipContent) => {
      publishIntent('betslip.add', tipIntent(tip, streamId));
      shell.navigate('/sports');
    },
    [streamId],
  );

  if (info.isPending) return <LoadingState label={t('room.loading')} />;
  if (info.isError)
    return (
      <MessageState
        role="alert"
        title={t('room.error')}
        actionLabel={t('Refresh')}
        onAction={() => void info.refetch()}
      />
    );

  const data = info.data;
  const status = chat.state.streamStatus ?? data.status;
  const live = status === STREAM_LIVE;
  const sources = toVideoSources(data.videoSources);
  const fee = Number((data as { feeAmount?: number }).feeAmount ?? 0);

  return (
    <div className={styles.room} data-testid="live-room">
      <div className={styles.main}>
        {data.locked ? (
          <Paywall streamId={streamId} fee={fee} loggedIn={loggedIn} onLogin={login} />
        ) : live && sources.length > 0 ? (
          <VideoPlayer
            sources={sources}
            line={line}
            onLine={setLine}
            poster={data.cover ?? undefined}
            overlay={<GiftOverlay />}
          />
        ) : (
          <div className={styles.offline}>
            <MessageState
              role="status"
              title={status === STREAM_ENDED ? t('room.ended') : t('room.offline')}
            />
          </div>
        )}
        <RoomHeader
          info={data}
          viewers={data.viewers ?? null}
          loggedIn={loggedIn}
          onLogin={login}
        />
        <ScorePanel
          streamId={streamId}
          match={data.match as Record<string, unknown> | null | undefined}
          onMarkets={(matchId) =>
            shell.navigate(`/sports/sportsdetail/${encodeURIComponent(matchId)}`)
          }
        />
        <TipsPanel
          streamId={streamId}
          version={chat.state.tipsVersion}
          loggedIn={loggedIn}
          onLogin={login}
          onBet={onBet}
        />
        <GiftBar streamId={streamId} loggedIn={loggedIn} onLogin={login} live={live} />
      </div>
      <aside className={styles.side}>
        <ChatPanel
          state={chat.state}
          send={chat.send}
          dismiss={chat.dismiss}
          loggedIn={loggedIn}
          onLogin={login}
          maxLength={Number(
            (data.chatroom as { maxLength?: number } | undefined)?.maxLength ?? 200,
          )}
        />
      </aside>
    </div>
  );
}
