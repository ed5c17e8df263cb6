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
  migrate(db);
  return db;
}

/** Columns added after the first release: a data directory from before gets them on open. */
const ADDED_COLUMNS: [table: string, column: string, definition: string][] = [
  ['users', 'reg_device', 'TEXT'],
  ['sms_codes', 'attempts', 'INTEGER NOT NULL DEFAULT 0'],
  ['users', 'birth_date', 'TEXT'],
];

function migrate(db: Database.Database): void {
  for (const [table, column, definition] of ADDED_COLUMNS) {
    const cols = db.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[];
    if (!cols.some((c) => c.name === column))
      db.exec(`ALTER TABLE ${table} ADD COLUMN ${column} ${definition}`);
  }
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
  'idempotency_keys',
  'sms_sends',
  'rg_limits',
  'rg_settings',
  'rg_exclusions',
  'rg_audit',
  'operator_audit',
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
