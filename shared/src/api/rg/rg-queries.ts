import { queryOptions } from '@tanstack/react-query';
import { getRgSession, getRgState, listRgAudit } from './responsible-gambling';

/**
 * Responsible-gambling reads (issue 18), keyed by the user name so another login never reads the
 * last member's limits. Every app that lets a member bet, play or claim reads `state` from here
 * (one cache for the slip, the lobbies, the promotions and the settings) and invalidates
 * `rgQueries.all(userName)` after a bet or a change.
 */
export const rgQueries = {
  all: (userName: string) => ['rg', userName] as const,
  state: (userName: string) =>
    queryOptions({
      queryKey: ['rg', userName, 'state'] as const,
      queryFn: ({ signal }) => getRgState({ signal }),
      staleTime: 30_000,
    }),
  session: (userName: string) =>
    queryOptions({
      queryKey: ['rg', userName, 'session'] as const,
      queryFn: ({ signal }) => getRgSession({ signal }),
      staleTime: 0,
    }),
  audit: (userName: string) =>
    queryOptions({
      queryKey: ['rg', userName, 'audit'] as const,
      queryFn: ({ signal }) => listRgAudit({ signal }),
    }),
};
