import fs from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { SCHEMA } from './schema';
import { CASHIER_SCHEMA, CASHIER_TABLES } from './schema-cashier';
import { RELEASES_SCHEMA, RELEASES_TABLES } from './schema-releases';

/** A prepared statement: rows come back as plain records the caller names with a type. */
export interface Statement {
  run(...params: unknown[]): { changes: number; lastInsertRowid: number };
  get(...params: unknown[]): unknown;
  all(...params: unknown[]): unknown[];
}

/**
 * Node's built-in SQLite with the one helper the sandbox leans on: `transaction(fn)` returns a function
 * that runs fn inside BEGIN…COMMIT (a SAVEPOINT when already inside one) and rolls back when fn throws.
 */
export class Db {
  private readonly sqlite: DatabaseSync;
  private depth = 0;

  constructor(file: string) {
    this.sqlite = new DatabaseSync(file);
  }

  prepare(sql: string): Statement {
    // row values are numbers, strings, null or bytes (no readBigInts); the callers type each row
    return this.sqlite.prepare(sql) as unknown as Statement;
  }

  exec(sql: string): void {
    this.sqlite.exec(sql);
  }

  close(): void {
    this.sqlite.close();
  }

  transaction<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
    return (...args: A): R => {
      const savepoint = `sp${this.depth}`;
      this.exec(this.depth === 0 ? 'BEGIN' : `SAVEPOINT ${savepoint}`);
      this.depth += 1;
      try {
        const result = fn(...args);
        if (result instanceof Promise) throw new TypeError('a transaction must not be async');
        this.depth -= 1;
        this.exec(this.depth === 0 ? 'COMMIT' : `RELEASE ${savepoint}`);
        return result;
      } catch (error) {
        this.depth -= 1;
        this.exec(this.depth === 0 ? 'ROLLBACK' : `ROLLBACK TO ${savepoint}; RELEASE ${savepoint}`);
        throw error;
      }
    };
  }
}

export const DB_FILE = 'sandbox.db';

/** Opens (creating when needed) the database file in dataDir and applies the schema. */
export function openDb(dataDir: string): Db {
  fs.mkdirSync(dataDir, { recursive: true });
  const db = new Db(path.join(dataDir, DB_FILE));
  db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON');
  db.exec(SCHEMA);
  db.exec(CASHIER_SCHEMA);
  db.exec(RELEASES_SCHEMA);
  migrate(db);
  return db;
}

/** Columns added after the first release: a data directory from before gets them on open. */
const ADDED_COLUMNS: [table: string, column: string, definition: string][] = [
  ['users', 'reg_device', 'TEXT'],
  ['sms_codes', 'attempts', 'INTEGER NOT NULL DEFAULT 0'],
  ['users', 'birth_date', 'TEXT'],
  ['streams', 'peak_viewers', 'INTEGER NOT NULL DEFAULT 0'],
  ['streams', 'live_at', 'INTEGER'],
  ['streams', 'ended_at', 'INTEGER'],
  ['orders', 'series', 'TEXT'],
];

function migrate(db: Db): void {
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
  'login_failures',
  'telemetry_errors',
  'telemetry_vitals',
  'telemetry_loads',
  ...CASHIER_TABLES,
  ...RELEASES_TABLES,
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
