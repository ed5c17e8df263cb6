import { startStandalone } from '@app/shared';
import manifest from './app-manifest.json';
import RemoteRoutes from './routes';

void startStandalone({ manifest, RemoteRoutes });
