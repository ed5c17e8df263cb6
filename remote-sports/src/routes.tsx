import { Route, Routes } from 'react-router-dom';
import type { RemoteRoutesProps } from '@app/shared';
import { LobbyPage } from './features/matches/lobby-page';
import { MatchDetailPage } from './features/matches/match-detail-page';
import { MatchListPage } from './features/matches/match-list-page';
import './i18n/namespace';

/** The sports remote's face: pages relative to the base path the host mounted it at. */
export default function SportsRoutes({ routeId, basePath }: RemoteRoutesProps) {
  if (routeId === 'electronic') return <LobbyPage lobbyId={basePath.split('/').pop() ?? ''} />;
  return (
    <Routes>
      <Route index element={<MatchListPage />} />
      <Route path="sportsdetail/:matchId" element={<MatchDetailPage />} />
      <Route path="*" element={<MatchListPage />} />
    </Routes>
  );
}
