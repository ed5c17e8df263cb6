import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { SCHEMA } from './schema';

export type Db = Database.Database;

export const DB_FILE = 'sandbox.db';

/** Opens (creating when needed) the database file in dataDir and applies the schema. */
export function openDb(dataDir: string): Db {
  fs.mkdirSync(dataDir, { recursive: true });
  const db = new Database(path.join(dataDir, DB_FILE));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.exec(SCHEMA);
  return db;
}

const TABLES = [
  'users',
  'sessions',
  'provider_tokens',
  'wallet_ledger',
  'streams',
  'stream_reservations',
  'ads',
  'kv',
  'lobbies',
  'games',
  'leagues',
  'teams',
  'matches',
  'orders',
  'sms_codes',
  'follows',
  'anchor_follows',
  'gifts',
  'gift_logs',
  'bans',
  'shielded_words',
  'push_orders',
  'paid_access',
  'activity_events',
  'vip_callbacks',
];

export function clearAll(db: Db): void {
  db.transaction(() => {
    for (const t of TABLES) db.exec(`DELETE FROM ${t}`);
  })();
}

export function kvGet<T>(db: Db, key: string): T | null {
  const row = db.prepare('SELECT value FROM kv WHERE key = ?').get(key) as
    { value: string } | undefined;
  return row ? (JSON.parse(row.value) as T) : null;
}

export function kvSet(db: Db, key: string, value: unknown): void {
  db.prepare(
    'INSERT INTO kv (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value',
  ).run(key, JSON.stringify(value));
}
