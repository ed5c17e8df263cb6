import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCountdown, formatDayTime } from '@app/shared/rules';
import { MessageState } from '@app/shared/ui';
import { useAppStore } from '@app/shared/store';
import type { RouteEntry } from '@app/shared/federation';
import { useCountdown } from './use-countdown';
import type { SectionUnderMaintenance, SectionWindow } from './section-window';
import { useLoaded } from './use-loaded';
import { ReleaseEarlyRoute } from '../layout/early-route-view';
import { LobbyCheck } from './lobby-check';
import { SportsCheck } from './sports-check';

// a check asks for its domain's API when its route needs it (issue 16: the sportsbook's calls are not
// in every remote route), from the chunk the host provides the domain in (federation/host-shared.ts)
const loadSportsApi = () =>
  import(/* webpackChunkName: "shared-api-sportsbook" */ '@app/shared/api/sportsbook');
const loadSiteApi = () => import(/* webpackChunkName: "shared-api-site" */ '@app/shared/api/site');

function SectionMaintenance({ kind, window }: { kind: 'sports' | 'lobby'; window: SectionWindow }) {
  const { t } = useTranslation();
  const language = useAppStore((s) => s.language);
  const left = useCountdown(window.end);
  const span =
    window.start !== null && window.end !== null
      ? t('maintenance.window', {
          start: formatDayTime(window.start, language),
          end: formatDayTime(window.end, language),
        })
      : null;
  return (
    <div data-section-maintenance={kind}>
      <ReleaseEarlyRoute />
      <MessageState
        role="alert"
        title={t(kind === 'sports' ? 'maintenance.sportsTitle' : 'maintenance.lobbyTitle')}
        body={t('maintenance.sectionBody')}
      >
        {span ? <p data-testid="section-maintenance-window">{span}</p> : null}
        {window.end !== null ? (
          <p aria-live="off">
            {left > 0
              ? t('maintenance.endsIn', { time: formatCountdown(left) })
              : t('maintenance.ended')}
          </p>
        ) : null}
      </MessageState>
    </div>
  );
}

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
      {sports ? <SportsCheck queries={sports.sportsbookQueries} onCheck={onCheck} /> : null}
      {site && lobbyId !== null ? (
        <LobbyCheck queries={site.gameQueries} lobbyId={lobbyId} onCheck={onCheck} />
      ) : null}
      {shown ? <SectionMaintenance kind={shown.kind} window={shown.window} /> : children}
    </>
  );
}
