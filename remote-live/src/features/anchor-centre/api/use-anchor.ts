import {
  batchUntieBans,
  getStreamInfo,
  saveBanLog,
  savePushOrder,
  saveShieldedWord,
  saveStream,
  scheduleStream,
  startStream,
  stopStream,
  cancelStream,
  updateStream,
  type StreamInput,
  liveQueries,
} from '@app/shared/api/live';
import type { TipContent } from '../lib/tip-content';
import { useMutation, useQuery, useQueryClient } from '@app/shared/client';
import { useSessionStore } from '@app/shared/store';

export function useMe() {
  const userName = useSessionStore((s) => s.username) ?? '';
  const id = useSessionStore((s) => s.userInfo?.id);
  return { userName, id };
}

export function useAnchorStats() {
  const { userName } = useMe();
  const stats = useQuery(liveQueries.statistics(userName));
  const gifts = useQuery(liveQueries.giftSum(userName));
  return { stats, gifts };
}

export function useGiftIncome() {
  return useQuery(liveQueries.giftProfit(useMe().userName));
}

export function useMyStreams() {
  const { userName, id } = useMe();
  return useQuery({ ...liveQueries.myStreams(userName, id), enabled: id !== undefined });
}

export function useMatchChoices() {
  return useQuery(liveQueries.matchFront());
}

export function useCoverTags() {
  return useQuery(liveQueries.coverTags());
}

/** The match (with its markets) a live stream covers, for pushing a tip. */
export function useStreamMatch(streamId: string | null) {
  return useQuery({
    queryKey: ['live', 'anchor-stream-match', streamId ?? ''],
    queryFn: () => getStreamInfo(streamId ?? ''),
    enabled: Boolean(streamId),
  });
}

function useInvalidate() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: ['live'] });
}

export function useStreamActions() {
  const done = useInvalidate();
  return {
    /** stream/save: live now, or scheduled when the start time is later. */
    create: useMutation({ mutationFn: (input: StreamInput) => saveStream(input), onSuccess: done }),
    draft: useMutation({
      mutationFn: (input: StreamInput) => saveStream(input, { draft: true }),
      onSuccess: done,
    }),
    start: useMutation({ mutationFn: (id: number | string) => startStream(id), onSuccess: done }),
    schedule: useMutation({
      mutationFn: (input: { id: number | string; startTime: number }) =>
        scheduleStream(input.id, input.startTime),
      onSuccess: done,
    }),
    stop: useMutation({ mutationFn: (id: number | string) => stopStream(id), onSuccess: done }),
    cancel: useMutation({ mutationFn: (id: number | string) => cancelStream(id), onSuccess: done }),
    update: useMutation({
      mutationFn: (input: { id: number | string; changes: Partial<StreamInput> }) =>
        updateStream(input.id, input.changes),
      onSuccess: done,
    }),
  };
}

export function useBans() {
  return useQuery(liveQueries.bans(useMe().userName));
}

export function useBanActions() {
  const done = useInvalidate();
  return {
    ban: useMutation({
      mutationFn: (input: {
        userName: string;
        streamId: string;
        minutes: number;
        reason: string;
      }) => saveBanLog(input),
      onSuccess: done,
    }),
    unban: useMutation({
      mutationFn: (ids: Array<number | string>) => batchUntieBans(ids),
      onSuccess: done,
    }),
    word: useMutation({
      mutationFn: (input: { word: string; streamId?: string }) =>
        saveShieldedWord(input.word, input.streamId),
      onSuccess: done,
    }),
  };
}

export function usePushTip() {
  const done = useInvalidate();
  return useMutation({
    mutationFn: (input: { streamId: string; content: TipContent; fee: number }) =>
      savePushOrder({ ...input, kind: 'tip' }),
    onSuccess: done,
  });
}
