import {
  countStreamReserve,
  getBanInfo,
  getChatroomConfig,
  getPresenterInfo,
  getStreamStatus,
  isRelationFee,
  listFollowOrders,
  listMyPushOrders,
  listSensitiveWords,
  listShieldedWords,
  removeShieldedWord,
  saveSatellite,
  updateBanLog,
  updatePresenter,
  type PresenterBody,
  type UpdateBanBody,
} from '@app/shared/api/live';
import { useMutation, useQuery, useQueryClient } from '@app/shared/client';
import type { PageQuery } from '@app/shared/rules';
import { useSessionStore } from '@app/shared/store';

/** How often the studio re-reads a live stream's status and viewers. */
export const LIVE_STATUS_POLL_MS = 5_000;

const me = () => useSessionStore.getState().username ?? '';

/**
 * The stream's status kept true: polled while it is live and read again when the anchor comes back
 * to the tab, so an end made elsewhere (another device, the operator) shows here.
 */
export function useLiveStatus(streamId: string | null, live: boolean) {
  return useQuery({
    queryKey: ['live', 'studio-status', streamId ?? ''],
    queryFn: () => getStreamStatus(streamId ?? ''),
    enabled: Boolean(streamId),
    refetchInterval: live ? LIVE_STATUS_POLL_MS : false,
    refetchOnWindowFocus: 'always',
  });
}

export function useReserveCount(streamId: string | null) {
  return useQuery({
    queryKey: ['live', 'studio-reserve-count', streamId ?? ''],
    queryFn: () => countStreamReserve(streamId ?? ''),
    enabled: Boolean(streamId),
    refetchInterval: 10_000,
  });
}

export function useFeeStatus(streamId: string | null) {
  return useQuery({
    queryKey: ['live', 'studio-fee', streamId ?? ''],
    queryFn: () => isRelationFee({ streamId: streamId ?? '' }),
    enabled: Boolean(streamId),
  });
}

/** The push address and key of the anchor's encoder for one stream: a new key per request. */
export function usePushKey() {
  return useMutation({
    mutationFn: (input: { streamId: string; line: string }) =>
      saveSatellite(input.line, input.streamId),
  });
}

export function useRoomWords(streamId: string | null) {
  const qc = useQueryClient();
  const key = ['live', 'studio-words', streamId ?? ''];
  const words = useQuery({
    queryKey: key,
    queryFn: () => listShieldedWords(streamId ?? ''),
    enabled: Boolean(streamId),
  });
  const remove = useMutation({
    mutationFn: (id: number | string) => removeShieldedWord(id),
    onSuccess: () => qc.invalidateQueries({ queryKey: key }),
  });
  return { words, remove, refresh: () => qc.invalidateQueries({ queryKey: key }) };
}

export function useSiteWords() {
  return useQuery({
    queryKey: ['live', 'sensitive-words'],
    queryFn: listSensitiveWords,
    staleTime: 10 * 60_000,
  });
}

export function useChatroomConfig() {
  return useQuery({
    queryKey: ['live', 'chatroom-config'],
    queryFn: getChatroomConfig,
    staleTime: 10 * 60_000,
  });
}

/** A chatter's ban in the anchor's room: banInfo asked by the room's anchor about someone else. */
export function useChatterBan(streamId: string | null, userName: string | null) {
  return useQuery({
    queryKey: ['live', 'studio-chatter-ban', streamId ?? '', userName ?? ''],
    queryFn: () => getBanInfo(streamId ?? '', userName ?? ''),
    enabled: Boolean(streamId && userName),
  });
}

export function useBanUpdate() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateBanBody) => updateBanLog(input),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['live'] }),
  });
}

/** The anchor's tips with who unlocked them (push/order/list2). */
export function useMyTips() {
  return useQuery({
    queryKey: ['live', 'studio-tips', me()],
    queryFn: () => listMyPushOrders({ current: 1, size: 20 }),
    refetchInterval: 10_000,
  });
}

/** Who followed one of the anchor's tips with a bet. */
export function useTipFollows(pushOrderId: string | null) {
  return useQuery({
    queryKey: ['live', 'studio-follows', pushOrderId ?? ''],
    queryFn: () => {
      const query: PageQuery & { pushOrderId: string } = {
        current: 1,
        size: 50,
        pushOrderId: pushOrderId ?? '',
      };
      return listFollowOrders(query);
    },
    enabled: Boolean(pushOrderId),
  });
}

export function usePresenter(anchorId: string | null) {
  return useQuery({
    queryKey: ['live', 'studio-presenter', anchorId ?? ''],
    queryFn: () => getPresenterInfo(anchorId ?? ''),
    enabled: Boolean(anchorId),
  });
}

export function usePresenterUpdate() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: PresenterBody) => updatePresenter(input),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['live', 'studio-presenter'] }),
  });
}
