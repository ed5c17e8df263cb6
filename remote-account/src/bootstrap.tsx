import { startStandalone } from '@app/shared';
import manifest from './app-manifest.json';
import RemoteRoutes from './app/routes';

void startStandalone({ manifest, RemoteRoutes });
