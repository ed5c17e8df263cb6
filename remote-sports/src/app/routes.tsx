import { Route, Routes } from 'react-router-dom';
import type { RemoteRoutesProps } from '@app/shared/federation';
import { MatchListPage } from '../features/matches/components/match-list-page';
import { GamesLobbyPage, MatchDetailPage, MyBetsPage, ResultsPage } from './pages';
import { SportsLayout } from './sports-layout';
import { namespaceReady } from '../i18n/namespace';

/** The host renders this module once its messages are loaded (RemoteModule); a game lobby's come with
 * its page (pages.ts). */
export const ready = namespaceReady;

/** The sports remote's face: pages relative to the base path the host mounted it at. */
export default function SportsRoutes({ routeId, basePath }: RemoteRoutesProps) {
  if (routeId === 'electronic') return <GamesLobbyPage lobbyId={basePath.split('/').pop() ?? ''} />;
  return (
    <Routes>
      <Route element={<SportsLayout />}>
        <Route index element={<MatchListPage />} />
        <Route path="sportsdetail/:matchId" element={<MatchDetailPage />} />
        <Route path="mybets" element={<MyBetsPage />} />
        <Route path="results" element={<ResultsPage />} />
        <Route path="*" element={<MatchListPage />} />
      </Route>
    </Routes>
  );
}
