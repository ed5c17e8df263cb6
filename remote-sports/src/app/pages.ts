import { lazyPage } from '@app/shared/lazy';
import { loadGamesWords } from '../features/games/i18n/namespace';
import { withWords } from '../i18n/namespace';

// /sports carries the match list, the section links and the bet slip; every other page is a chunk of
// its own, loaded when opened (issue 16). A match row's links preload the detail on hover, focus or
// touch; the game lobby's route names its chunk in app-manifest.json (`page`), so a deep link fetches
// it with the remote's files. A page's words are a file of their own, asked for with its code.
export const MatchDetailPage = lazyPage(() =>
  withWords(
    import(
      /* webpackChunkName: "page-match-detail" */ '../features/matches/components/match-detail-page'
    ),
    'match-detail',
  ).then((m) => m.MatchDetailPage),
);
export const MyBetsPage = lazyPage(() =>
  withWords(
    import(/* webpackChunkName: "page-my-bets" */ '../features/my-bets/components/my-bets-page'),
    'my-bets',
    'orders',
  ).then((m) => m.MyBetsPage),
);
export const ResultsPage = lazyPage(() =>
  withWords(
    import(/* webpackChunkName: "page-results" */ '../features/results/components/results-page'),
    'results',
  ).then((m) => m.ResultsPage),
);
export const GamesLobbyPage = lazyPage(() =>
  Promise.all([
    import(
      /* webpackChunkName: "page-games-lobby" */ '../features/games/components/games-lobby-page'
    ),
    loadGamesWords(),
  ]).then(([m]) => m.GamesLobbyPage),
);
