import { describeExposedModules } from '@app/shared/testing';

// webpack.config.cjs `exposes`; the routes serve the game lobbies (electronic/{id}) too, whose messages
// come with the lobby page's code (app/pages.test.ts), not with /sports
describeExposedModules({ './routes': () => import('./app/routes') }, ['sports']);
describeExposedModules({ './widgets/hot-matches': () => import('./widgets/hot-matches') }, [
  'sports',
]);
