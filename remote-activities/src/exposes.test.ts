import { describeExposedModules } from '@app/shared/testing';

// webpack.config.cjs `exposes`
describeExposedModules(
  {
    './routes': () => import('./app/routes'),
    './widgets/promo-strip': () => import('./widgets/promo-strip'),
  },
  ['activities'],
);
