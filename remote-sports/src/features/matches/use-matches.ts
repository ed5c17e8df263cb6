import { useQuery } from '@tanstack/react-query';
import { getMatchList, MATCH_TYPE } from '@app/shared';

/** Live odds move: the live list polls, the others refresh on demand. */
export function useMatches(type: number, sportId: number) {
  return useQuery({
    queryKey: ['sports', 'matches', type, sportId],
    queryFn: () => getMatchList({ type, sportId }),
    refetchInterval: type === MATCH_TYPE.live ? 10_000 : false,
  });
}
