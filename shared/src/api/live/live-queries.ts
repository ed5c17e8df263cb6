import { queryOptions } from '@tanstack/react-query';
import { listGiftProfit, listGifts, sumGiftProfit } from './gifts';
import { listStreams } from './live';
import { getStreamInfo, listReserveStreams, listStreamsPage } from './live-anchor';
import { listBanLogs } from './live-bans';
import { listMatchScores, sumLiveStatistics } from './live-chat';
import {
  getCustomerLineSwitch,
  getPresenterInfo,
  listCoverTags,
  listMatchFront,
  queryStreamsByKeyword,
} from './live-media';
import { listPushOrders } from './live-orders';
import { POLL } from '@app/shared/client';

type Id = number | string;

/** Query factories of the live streams, rooms and the anchor centre (SPEC §7 Live). Owned by remote-live. */
export const liveQueries = {
  /** SPEC §9: page 1, size 999; live (status 2) first. */
  streams: () =>
    queryOptions({
      queryKey: ['live', 'streams'] as const,
      queryFn: listStreams,
      refetchInterval: POLL.streams,
    }),
  coverTags: () =>
    queryOptions({
      queryKey: ['live', 'cover-tags'] as const,
      queryFn: listCoverTags,
      staleTime: 10 * 60_000,
    }),
  search: (keyWord: string) =>
    queryOptions({
      queryKey: ['live', 'search', keyWord] as const,
      queryFn: () => queryStreamsByKeyword(keyWord),
      enabled: keyWord.trim().length > 0,
    }),
  /** Upcoming streams with the caller's reservation: personal, keyed by user name. */
  reserve: (userName: string | null) =>
    queryOptions({
      queryKey: ['live', 'reserve', userName ?? ''] as const,
      queryFn: () => listReserveStreams({ current: 1, size: 50 }),
    }),
  /** One room: sources, lock, follow state and chat config for the caller. */
  info: (id: Id, userName: string | null) =>
    queryOptions({
      queryKey: ['live', 'info', String(id), userName ?? ''] as const,
      queryFn: () => getStreamInfo(id),
    }),
  lines: () =>
    queryOptions({
      queryKey: ['live', 'lines'] as const,
      queryFn: getCustomerLineSwitch,
      staleTime: 10 * 60_000,
    }),
  presenter: (anchorId: Id, userName: string | null) =>
    queryOptions({
      queryKey: ['live', 'presenter', String(anchorId), userName ?? ''] as const,
      queryFn: () => getPresenterInfo(anchorId),
    }),
  /** The live score of a room's match, kept fresh while the room is open. */
  score: (streamId: Id) =>
    queryOptions({
      queryKey: ['live', 'score', String(streamId)] as const,
      queryFn: () => listMatchScores({ streamId }),
      refetchInterval: POLL.liveOdds,
    }),
  gifts: () =>
    queryOptions({
      queryKey: ['live', 'gifts'] as const,
      queryFn: listGifts,
      staleTime: 10 * 60_000,
    }),
  /** The room's pushed tips; paid ones come back locked per viewer. */
  pushOrders: (streamId: Id, userName: string | null) =>
    queryOptions({
      queryKey: ['live', 'push-orders', String(streamId), userName ?? ''] as const,
      queryFn: () => listPushOrders({ streamId, current: 1, size: 20 }),
    }),
  /** Anchor centre: the caller's own streams (the server scopes by anchor). */
  myStreams: (userName: string, anchorId: Id | undefined) =>
    queryOptions({
      queryKey: ['live', 'my-streams', userName] as const,
      queryFn: () => listStreamsPage({ current: 1, size: 50, anchorId }),
    }),
  matchFront: () =>
    queryOptions({
      queryKey: ['live', 'match-front'] as const,
      queryFn: () => listMatchFront(),
    }),
  giftSum: (userName: string) =>
    queryOptions({
      queryKey: ['live', 'gift-sum', userName] as const,
      queryFn: sumGiftProfit,
    }),
  giftProfit: (userName: string) =>
    queryOptions({
      queryKey: ['live', 'gift-profit', userName] as const,
      queryFn: () => listGiftProfit({ current: 1, size: 20 }),
    }),
  statistics: (userName: string) =>
    queryOptions({
      queryKey: ['live', 'statistics', userName] as const,
      queryFn: sumLiveStatistics,
    }),
  bans: (userName: string) =>
    queryOptions({
      queryKey: ['live', 'bans', userName] as const,
      queryFn: () => listBanLogs({ current: 1, size: 50, status: 1 }),
    }),
};
