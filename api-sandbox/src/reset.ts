import { loadConfig } from './config';
import { openDb } from './db/open';
import { seedAll } from './seed';

/** `pnpm --filter api-sandbox reset`: wipes and reseeds the database (stop the server first, or use POST /__admin/reset). */
const config = loadConfig();
const db = openDb(config.dataDir);
seedAll(db);
db.close();
console.log(`[sandbox] reseeded ${config.dataDir}`);
