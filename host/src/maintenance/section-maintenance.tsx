import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  formatCountdown,
  formatDayTime,
  isUnderMaintenance,
  parseMaintenanceTime,
} from '@app/shared/rules';
import { gameQueries } from '@app/shared/api/site';
import { sportsbookQueries } from '@app/shared/api/sportsbook';
import { getRuntimeConfig, serverClock } from '@app/shared/client';
import { MessageState } from '@app/shared/ui';
import { useAppStore } from '@app/shared/store';
import type { RouteEntry } from '@app/shared/federation';
import { useCountdown } from './use-countdown';
import { ReleaseEarlyRoute } from '../layout/early-route-view';

/** A section's maintenance window; null bounds when the server gave none. */
interface SectionWindow {
  start: number | null;
  end: number | null;
}

function useSportsMaintenance(enabled: boolean): SectionWindow | null {
  const { data } = useQuery({ ...sportsbookQueries.statistics(), enabled });
  return data?.maintenance.on ? { start: data.maintenance.start, end: data.maintenance.end } : null;
}

function useLobbyMaintenance(lobbyId: string | null): SectionWindow | null {
  const { data } = useQuery({ ...gameQueries.lobbies(), enabled: lobbyId !== null });
  const lobby = data?.find((l) => String(l.id) === lobbyId);
  if (!lobby) return null;
  const { market } = getRuntimeConfig();
  if (!isUnderMaintenance(lobby, serverClock, market)) return null;
  return {
    start: parseMaintenanceTime(lobby.startTimestamp, market),
    end: parseMaintenanceTime(lobby.endTimestamp, market),
  };
}

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
  const sports = useSportsMaintenance(entry.maintenance === 'sports');
  const lobby = useLobbyMaintenance(lobbyId);
  if (sports) return <SectionMaintenance kind="sports" window={sports} />;
  if (lobby) return <SectionMaintenance kind="lobby" window={lobby} />;
  return <>{children}</>;
}
