import { queryOptions } from '@tanstack/react-query';
import { listStreams } from '../api/live';
import { POLL } from './intervals';

/** Query factories of the live streams and the anchor centre (SPEC §7 Live). Owned by remote-live. */
export const liveQueries = {
  /** SPEC §9: page 1, size 999; live (status 2) first is the caller's sort. */
  streams: () =>
    queryOptions({
      queryKey: ['live', 'streams'] as const,
      queryFn: listStreams,
      refetchInterval: POLL.streams,
    }),
};
