import { describeExposedModules } from '@app/shared/testing';

// webpack.config.cjs `exposes`
describeExposedModules({ './routes': () => import('./app/routes') }, ['account']);
