import { describeExposedModules } from '@app/shared/testing';

// webpack.config.cjs `exposes`
describeExposedModules(
  {
    './routes': () => import('./app/routes'),
    './widgets/live-now': () => import('./widgets/live-now'),
    './widgets/match-video': () => import('./widgets/match-video'),
  },
  ['live'],
);
