import { liveQueries, toggleStreamReminder } from '@app/shared/api/live';
import { useMutation, useQuery, useQueryClient } from '@app/shared/client';
import { useSessionStore } from '@app/shared/store';

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

/** "Remind me": toggles the caller's reservation (`toggleStreamReminder`). */
export function useToggleReminder() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number | string) => toggleStreamReminder(id),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['live', 'reserve'] }),
  });
}
