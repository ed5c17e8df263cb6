import { useMemo } from 'react';
import { liveQueries } from '@app/shared/api/live';
import { useQuery } from '@app/shared/client';
import { useSessionStore } from '@app/shared/store';
import { toVideoSources, type VideoSource } from '../../features/player/lib/video-source';

export interface MatchVideoRef {
  matchId: string;
  /** The match's `liveUrl` (SPEC §3): played directly when it is an http(s) address. */
  src?: string;
  /** The match's `fbId` (SPEC §3): resolved to a stream through matchListFront, then its lines. */
  fbId?: string;
}

const NONE: readonly VideoSource[] = [];

/**
 * The playable lines of a match: its `liveUrl` when it has one; otherwise, for an `fbId`, the lines
 * of the live stream `matchListFront` links to the match. Stable arrays, so the player is not
 * restarted on every render.
 */
export function useMatchVideoSources({ matchId, src, fbId }: MatchVideoRef) {
  const direct = useMemo(
    () => toVideoSources(src ? [{ line: 1, name: '', type: '', url: src }] : []),
    [src],
  );
  const resolve = direct.length === 0 && Boolean(fbId);
  const front = useQuery({ ...liveQueries.matchFront(), enabled: resolve });
  const entry = front.data?.find(
    (m) => String(m.matchId) === matchId || (fbId !== undefined && String(m.fbId) === fbId),
  );
  const streamId = entry?.streamId ?? null;
  const user = useSessionStore((s) => s.username);
  const info = useQuery({
    ...liveQueries.info(streamId ?? '', user),
    enabled: resolve && streamId !== null,
  });
  const resolved = useMemo(
    () => (info.data?.locked ? NONE : toVideoSources(info.data?.videoSources)),
    [info.data],
  );
  if (direct.length) return { sources: direct, pending: false };
  if (!resolve) return { sources: NONE, pending: false };
  const pending = front.isPending || (streamId !== null && info.isPending);
  return { sources: streamId === null ? NONE : resolved, pending };
}
