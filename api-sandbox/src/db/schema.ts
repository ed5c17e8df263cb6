/** SQLite schema. JSON columns hold nested shapes the sandbox only serves back. */
export const SCHEMA = `
CREATE TABLE IF NOT EXISTS users (
  id INTEGER PRIMARY KEY,
  user_name TEXT NOT NULL UNIQUE,
  password_hash TEXT NOT NULL,
  nick_name TEXT NOT NULL,
  role TEXT NOT NULL DEFAULT 'member',
  reg_currency TEXT NOT NULL DEFAULT 'VND',
  game_order TEXT NOT NULL DEFAULT '',
  avatar TEXT NOT NULL DEFAULT '',
  vip_level INTEGER NOT NULL DEFAULT 0,
  mobile TEXT,
  mobile_area TEXT,
  balance REAL NOT NULL DEFAULT 0,
  invite_code TEXT NOT NULL UNIQUE,
  referrer_id INTEGER,
  identity_code TEXT NOT NULL DEFAULT '',
  disabled INTEGER NOT NULL DEFAULT 0,
  reg_domain TEXT,
  reg_device TEXT,
  birth_date TEXT,
  created_at INTEGER NOT NULL
);
CREATE UNIQUE INDEX IF NOT EXISTS users_mobile ON users(mobile_area, mobile) WHERE mobile IS NOT NULL;
CREATE TABLE IF NOT EXISTS sessions (
  token TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL,
  device_id TEXT,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS provider_tokens (
  token TEXT PRIMARY KEY,
  user_id INTEGER,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS wallet_ledger (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL,
  amount REAL NOT NULL,
  balance REAL NOT NULL,
  kind TEXT NOT NULL,
  ref TEXT,
  created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS wallet_ledger_user_time ON wallet_ledger(user_id, created_at);
CREATE TABLE IF NOT EXISTS streams (
  id INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  anchor_id INTEGER NOT NULL,
  status INTEGER NOT NULL,
  viewers INTEGER NOT NULL DEFAULT 0,
  sport_id INTEGER,
  match_id INTEGER,
  start_time INTEGER NOT NULL,
  cover TEXT NOT NULL,
  is_fee INTEGER NOT NULL DEFAULT 0,
  fee_amount REAL NOT NULL DEFAULT 0,
  tags TEXT NOT NULL DEFAULT '[]',
  notice TEXT NOT NULL DEFAULT '',
  created_at INTEGER NOT NULL,
  peak_viewers INTEGER NOT NULL DEFAULT 0,
  live_at INTEGER,
  ended_at INTEGER
);
CREATE TABLE IF NOT EXISTS stream_reservations (
  stream_id INTEGER NOT NULL,
  user_id INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (stream_id, user_id)
);
CREATE TABLE IF NOT EXISTS ads (
  id INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  sub_title TEXT NOT NULL,
  image_url TEXT NOT NULL,
  link TEXT NOT NULL,
  type INTEGER NOT NULL,
  sort INTEGER NOT NULL,
  start_time INTEGER NOT NULL,
  end_time INTEGER NOT NULL,
  tenant_id INTEGER
);
CREATE TABLE IF NOT EXISTS kv (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS lobbies (
  id INTEGER PRIMARY KEY,
  lobby_code TEXT NOT NULL,
  lobby_name TEXT NOT NULL,
  game_type INTEGER NOT NULL,
  sort INTEGER NOT NULL,
  is_maintain INTEGER NOT NULL DEFAULT 0,
  start_ts INTEGER,
  end_ts INTEGER
);
CREATE TABLE IF NOT EXISTS games (
  id INTEGER PRIMARY KEY,
  lobby_id INTEGER NOT NULL,
  game_code TEXT NOT NULL,
  game_name TEXT NOT NULL,
  icon TEXT NOT NULL,
  game_type INTEGER NOT NULL,
  is_hot INTEGER NOT NULL DEFAULT 1,
  is_maintain INTEGER NOT NULL DEFAULT 0,
  start_ts INTEGER,
  end_ts INTEGER,
  sort INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS leagues (
  id INTEGER PRIMARY KEY,
  sid INTEGER NOT NULL,
  name TEXT NOT NULL,
  region TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS teams (
  id INTEGER PRIMARY KEY,
  sid INTEGER NOT NULL,
  name TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS matches (
  id INTEGER PRIMARY KEY,
  sid INTEGER NOT NULL,
  lg_id INTEGER NOT NULL,
  ms INTEGER NOT NULL,
  kind TEXT NOT NULL,
  bt_offset INTEGER NOT NULL,
  data TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS matches_sid ON matches(sid, kind);
CREATE TABLE IF NOT EXISTS orders (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL,
  series_type INTEGER NOT NULL,
  status INTEGER NOT NULL,
  stake REAL NOT NULL,
  odds REAL NOT NULL,
  max_win REAL NOT NULL,
  payout REAL,
  outcome INTEGER NOT NULL DEFAULT 0,
  cash_out_status INTEGER,
  legs TEXT NOT NULL,
  series TEXT,
  reserve INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  settled_at INTEGER
);
CREATE TABLE IF NOT EXISTS sms_codes (
  id INTEGER PRIMARY KEY,
  mobile_area TEXT NOT NULL,
  mobile TEXT NOT NULL,
  code TEXT NOT NULL,
  action_type INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  used INTEGER NOT NULL DEFAULT 0,
  attempts INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS follows (
  user_id INTEGER NOT NULL,
  sid INTEGER NOT NULL,
  match_id INTEGER NOT NULL,
  PRIMARY KEY (user_id, sid, match_id)
);
CREATE TABLE IF NOT EXISTS anchor_follows (
  user_id INTEGER NOT NULL,
  anchor_id INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, anchor_id)
);
CREATE TABLE IF NOT EXISTS gifts (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  price REAL NOT NULL,
  icon TEXT NOT NULL,
  sort INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS gift_logs (
  id INTEGER PRIMARY KEY,
  sender_id INTEGER NOT NULL,
  anchor_id INTEGER NOT NULL,
  stream_id INTEGER NOT NULL,
  gift_id INTEGER NOT NULL,
  count INTEGER NOT NULL,
  amount REAL NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS bans (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL,
  stream_id INTEGER,
  operator_id INTEGER NOT NULL,
  reason TEXT NOT NULL DEFAULT '',
  ban_type INTEGER NOT NULL DEFAULT 1,
  status INTEGER NOT NULL DEFAULT 1,
  until INTEGER NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS shielded_words (
  id INTEGER PRIMARY KEY,
  word TEXT NOT NULL,
  reporter_id INTEGER,
  stream_id INTEGER,
  created_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS push_orders (
  id INTEGER PRIMARY KEY,
  anchor_id INTEGER NOT NULL,
  stream_id INTEGER,
  kind TEXT NOT NULL,
  data TEXT NOT NULL,
  is_fee INTEGER NOT NULL DEFAULT 0,
  fee REAL NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS paid_access (
  user_id INTEGER NOT NULL,
  target TEXT NOT NULL,
  amount REAL NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, target)
);
CREATE TABLE IF NOT EXISTS activity_events (
  id INTEGER PRIMARY KEY,
  user_id INTEGER,
  activity_id INTEGER NOT NULL,
  kind TEXT NOT NULL,
  amount REAL NOT NULL DEFAULT 0,
  data TEXT NOT NULL DEFAULT '{}',
  created_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS vip_callbacks (
  id INTEGER PRIMARY KEY,
  user_id INTEGER,
  mobile TEXT NOT NULL,
  remark TEXT NOT NULL DEFAULT '',
  created_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS idempotency_keys (
  scope TEXT PRIMARY KEY,
  fingerprint TEXT NOT NULL,
  status INTEGER NOT NULL,
  body TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS sms_sends (
  id INTEGER PRIMARY KEY,
  device_id TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
-- Responsible gambling (issue 18). A limit row exists once a limit was ever set; amount NULL = none.
-- pending_effective_at NOT NULL marks a raise (pending_amount) or a removal (pending_amount NULL).
CREATE TABLE IF NOT EXISTS rg_limits (
  user_id INTEGER NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('stake', 'loss')),
  period TEXT NOT NULL CHECK (period IN ('day', 'week', 'month')),
  amount REAL,
  pending_amount REAL,
  pending_effective_at INTEGER,
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, kind, period)
);
CREATE TABLE IF NOT EXISTS rg_settings (
  user_id INTEGER PRIMARY KEY,
  reality_minutes INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS rg_exclusions (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('timeout', 'self-exclusion')),
  period TEXT NOT NULL,
  started_at INTEGER NOT NULL,
  until INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS rg_exclusions_user ON rg_exclusions(user_id, until);
CREATE TABLE IF NOT EXISTS rg_audit (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL,
  action TEXT NOT NULL,
  detail TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS rg_audit_user ON rg_audit(user_id, id);
CREATE TABLE IF NOT EXISTS operator_audit (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_name TEXT NOT NULL,
  action TEXT NOT NULL,
  detail TEXT NOT NULL DEFAULT '',
  created_at INTEGER NOT NULL
);
-- Failed logins in a row per user name (issue 49 #4): known or not, so a lock says nothing about
-- whether the name exists. locked_until > now (sandbox clock) refuses every login of the name.
CREATE TABLE IF NOT EXISTS login_failures (
  name TEXT PRIMARY KEY,
  failures INTEGER NOT NULL,
  locked_until INTEGER NOT NULL DEFAULT 0,
  updated_at INTEGER NOT NULL
);
-- Telemetry (issue 48): error reports, real-user vitals and page loads, kept TELEMETRY_RETENTION_H.
-- app/build: the app a row is about (a remote's registry id or host) and its release.
CREATE TABLE IF NOT EXISTS telemetry_errors (
  id INTEGER PRIMARY KEY,
  received_at INTEGER NOT NULL,
  page TEXT NOT NULL,
  app TEXT NOT NULL,
  build TEXT NOT NULL,
  host_build TEXT NOT NULL,
  kind TEXT NOT NULL,
  fingerprint TEXT NOT NULL,
  message TEXT NOT NULL,
  top_frame TEXT,
  stack TEXT,
  route TEXT NOT NULL,
  language TEXT NOT NULL,
  market TEXT NOT NULL,
  device TEXT NOT NULL,
  request_id TEXT,
  lifecycle TEXT
);
CREATE INDEX IF NOT EXISTS telemetry_errors_time ON telemetry_errors(received_at);
CREATE TABLE IF NOT EXISTS telemetry_vitals (
  id INTEGER PRIMARY KEY,
  received_at INTEGER NOT NULL,
  page TEXT NOT NULL,
  app TEXT NOT NULL,
  build TEXT NOT NULL,
  route TEXT NOT NULL,
  name TEXT NOT NULL,
  value REAL NOT NULL
);
CREATE INDEX IF NOT EXISTS telemetry_vitals_time ON telemetry_vitals(received_at);
CREATE TABLE IF NOT EXISTS telemetry_loads (
  page TEXT PRIMARY KEY,
  received_at INTEGER NOT NULL,
  app TEXT NOT NULL,
  build TEXT NOT NULL,
  host_build TEXT NOT NULL,
  route TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS telemetry_loads_time ON telemetry_loads(received_at);
`;
