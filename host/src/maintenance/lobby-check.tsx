import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { isUnderMaintenance, parseMaintenanceTime } from '@app/shared/rules';
import type { gameQueries } from '@app/shared/api/site';
import { getRuntimeConfig, serverClock } from '@app/shared/client';
import type { OnSectionCheck } from './section-window';

/**
 * A game lobby's maintenance (SPEC §4: now within [startTimestamp, endTimestamp) by the server clock),
 * reported to the gate, with the games' queries it has loaded (only a lobby route needs them).
 */
export function LobbyCheck({
  queries,
  lobbyId,
  onCheck,
}: {
  queries: typeof gameQueries;
  lobbyId: string;
  onCheck: OnSectionCheck;
}) {
  const { data } = useQuery(queries.lobbies());
  const lobby = data?.find((l) => String(l.id) === lobbyId);
  const { market } = getRuntimeConfig();
  const on = !!lobby && isUnderMaintenance(lobby, serverClock, market);
  const start = on ? parseMaintenanceTime(lobby.startTimestamp, market) : null;
  const end = on ? parseMaintenanceTime(lobby.endTimestamp, market) : null;
  useEffect(
    () => onCheck(on ? { kind: 'lobby', window: { start, end } } : null),
    [on, start, end, onCheck],
  );
  return null;
}
