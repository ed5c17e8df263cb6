import { useCallback, useState, type ReactNode } from 'react';
import type { RouteEntry } from '@app/shared/federation';
import { lazyPage } from '@app/shared/lazy';
import type { SectionUnderMaintenance } from './section-window';
import { useLoaded } from './use-loaded';
import { LobbyCheck } from './lobby-check';
import { SportsCheck } from './sports-check';

// a check asks for its domain's API when its route needs it (issue 16: the sportsbook's calls are not
// in every remote route), from the chunk the host provides the domain in (federation/host-shared.ts)
const loadSportsApi = () =>
  import(/* webpackChunkName: "shared-api-sportsbook-lists" */ '@app/shared/api/sportsbook-lists');
const loadSiteApi = () => import(/* webpackChunkName: "shared-api-site" */ '@app/shared/api/site');

const SectionMaintenance = lazyPage(() =>
  import(/* webpackChunkName: "section-maintenance" */ './section-maintenance-view').then(
    (m) => m.SectionMaintenance,
  ),
);

export interface SectionMaintenanceGateProps {
  entry: RouteEntry;
  basePath: string;
  children: ReactNode;
}

/**
 * Sports and lobby maintenance where those pages mount (SPEC §4), declared by the remote's
 * route entry. The page renders while the check runs: a member never waits on it, and a failed
 * check leaves the page to show its own errors.
 */
export function SectionMaintenanceGate({ entry, basePath, children }: SectionMaintenanceGateProps) {
  const lobbyId = entry.maintenance === 'lobby' ? (basePath.split('/').pop() ?? null) : null;
  const sports = useLoaded(entry.maintenance === 'sports' ? loadSportsApi : null);
  const site = useLoaded(lobbyId !== null ? loadSiteApi : null);
  // the gate stays mounted from one remote route to the next: what a check found holds only for the
  // route it was found on (a check that is gone reports nothing more)
  const route = `${entry.maintenance ?? ''} ${basePath}`;
  const [found, setFound] = useState<{ route: string; section: SectionUnderMaintenance } | null>(
    null,
  );
  const onCheck = useCallback(
    (section: SectionUnderMaintenance | null) => setFound(section && { route, section }),
    [route],
  );
  const shown = found?.route === route ? found.section : null;
  return (
    <>
      {sports ? <SportsCheck queries={sports.sportsbookListQueries} onCheck={onCheck} /> : null}
      {site && lobbyId !== null ? (
        <LobbyCheck queries={site.gameQueries} lobbyId={lobbyId} onCheck={onCheck} />
      ) : null}
      {shown ? <SectionMaintenance kind={shown.kind} window={shown.window} /> : children}
    </>
  );
}
