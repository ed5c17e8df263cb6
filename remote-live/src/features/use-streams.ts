import { useQuery } from '@tanstack/react-query';
import { listStreams } from '@app/shared';

export function useStreams() {
  return useQuery({ queryKey: ['live', 'streams'], queryFn: listStreams, refetchInterval: 30_000 });
}
