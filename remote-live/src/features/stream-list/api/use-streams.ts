import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, liveQueries, useSessionStore } from '@app/shared';

export function useStreams() {
  return useQuery(liveQueries.streams());
}

export function useCoverTags() {
  return useQuery(liveQueries.coverTags());
}

export function useStreamSearch(keyWord: string) {
  return useQuery(liveQueries.search(keyWord.trim()));
}

export function useUpcoming() {
  return useQuery(liveQueries.reserve(useSessionStore((s) => s.username)));
}

/** "Remind me": toggles the caller's reservation (sandbox `POST /api/live/stream/reserve`). */
export function useToggleReminder() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number | string) =>
      callApi<{ reserved: boolean }>({
        method: 'POST',
        url: '/api/live/stream/reserve',
        data: { id },
      }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['live', 'reserve'] }),
  });
}
