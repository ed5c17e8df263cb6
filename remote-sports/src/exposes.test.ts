import { describeExposedModules } from '@app/shared/testing';

// webpack.config.cjs `exposes`; the routes serve the game lobbies (electronic/{id}) too, with their own messages
describeExposedModules({ './routes': () => import('./app/routes') }, ['sports', 'games']);
describeExposedModules({ './widgets/hot-matches': () => import('./widgets/hot-matches') }, [
  'sports',
]);
