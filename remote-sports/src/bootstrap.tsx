import { startStandalone } from '@app/shared/standalone';
import manifest from './app-manifest.json';
import RemoteRoutes from './routes';

void startStandalone({ manifest, RemoteRoutes });
