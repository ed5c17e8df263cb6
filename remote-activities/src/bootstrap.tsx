import { startStandalone } from '@app/shared/standalone';
import manifest from './app-manifest.json';
import RemoteRoutes from './app/routes';

void startStandalone({ manifest, RemoteRoutes });
