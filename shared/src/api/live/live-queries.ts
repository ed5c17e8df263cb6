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
      queryFn: ({ signal }) => listStreams({ signal }),
      refetchInterval: POLL.streams,
    }),
  coverTags: () =>
    queryOptions({
      queryKey: ['live', 'cover-tags'] as const,
      queryFn: ({ signal }) => listCoverTags({ signal }),
      staleTime: 10 * 60_000,
    }),
  search: (keyWord: string) =>
    queryOptions({
      queryKey: ['live', 'search', keyWord] as const,
      queryFn: ({ signal }) => queryStreamsByKeyword(keyWord, { signal }),
      enabled: keyWord.trim().length > 0,
    }),
  /** Upcoming streams with the caller's reservation: personal, keyed by user name. */
  reserve: (userName: string | null) =>
    queryOptions({
      queryKey: ['live', 'reserve', userName ?? ''] as const,
      queryFn: ({ signal }) => listReserveStreams({ current: 1, size: 50 }, { signal }),
    }),
  /** One room: sources, lock, follow state and chat config for the caller. */
  info: (id: Id, userName: string | null) =>
    queryOptions({
      queryKey: ['live', 'info', String(id), userName ?? ''] as const,
      queryFn: ({ signal }) => getStreamInfo(id, { signal }),
    }),
  lines: () =>
    queryOptions({
      queryKey: ['live', 'lines'] as const,
      queryFn: ({ signal }) => getCustomerLineSwitch({ signal }),
      staleTime: 10 * 60_000,
    }),
  presenter: (anchorId: Id, userName: string | null) =>
    queryOptions({
      queryKey: ['live', 'presenter', String(anchorId), userName ?? ''] as const,
      queryFn: ({ signal }) => getPresenterInfo(anchorId, { signal }),
    }),
  /** The live score of a room's match, kept fresh while the room is open. */
  score: (streamId: Id) =>
    queryOptions({
      queryKey: ['live', 'score', String(streamId)] as const,
      queryFn: ({ signal }) => listMatchScores({ streamId }, { signal }),
      refetchInterval: POLL.liveOdds,
    }),
  gifts: () =>
    queryOptions({
      queryKey: ['live', 'gifts'] as const,
      queryFn: ({ signal }) => listGifts({ signal }),
      staleTime: 10 * 60_000,
    }),
  /** The room's pushed tips; paid ones come back locked per viewer. */
  pushOrders: (streamId: Id, userName: string | null) =>
    queryOptions({
      queryKey: ['live', 'push-orders', String(streamId), userName ?? ''] as const,
      queryFn: ({ signal }) => listPushOrders({ streamId, current: 1, size: 20 }, { signal }),
    }),
  /** Anchor centre: the caller's own streams (the server scopes by anchor). */
  myStreams: (userName: string, anchorId: Id | undefined) =>
    queryOptions({
      queryKey: ['live', 'my-streams', userName] as const,
      queryFn: ({ signal }) => listStreamsPage({ current: 1, size: 50, anchorId }, { signal }),
    }),
  matchFront: () =>
    queryOptions({
      queryKey: ['live', 'match-front'] as const,
      queryFn: ({ signal }) => listMatchFront(undefined, { signal }),
    }),
  giftSum: (userName: string) =>
    queryOptions({
      queryKey: ['live', 'gift-sum', userName] as const,
      queryFn: ({ signal }) => sumGiftProfit({ signal }),
    }),
  giftProfit: (userName: string) =>
    queryOptions({
      queryKey: ['live', 'gift-profit', userName] as const,
      queryFn: ({ signal }) => listGiftProfit({ current: 1, size: 20 }, { signal }),
    }),
  statistics: (userName: string) =>
    queryOptions({
      queryKey: ['live', 'statistics', userName] as const,
      queryFn: ({ signal }) => sumLiveStatistics({ signal }),
    }),
  bans: (userName: string) =>
    queryOptions({
      queryKey: ['live', 'bans', userName] as const,
      queryFn: ({ signal }) => listBanLogs({ current: 1, size: 50, status: 1 }, { signal }),
    }),
};
