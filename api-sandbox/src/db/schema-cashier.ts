/**
 * The cashier (issue 50): deposits and withdrawals with their states, saved payout accounts, the
 * member's real name and withdrawal PIN, deposit limits and one audit row per state change.
 * Amounts are whole minor units of the member's currency (VND has none).
 */
export const CASHIER_SCHEMA = `
CREATE TABLE IF NOT EXISTS cashier_deposits (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL,
  reference TEXT NOT NULL UNIQUE,
  method TEXT NOT NULL,
  amount INTEGER NOT NULL CHECK (amount > 0),
  status TEXT NOT NULL CHECK (status IN ('pending', 'completed', 'failed', 'cancelled', 'expired')),
  reason TEXT,
  pay_to TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS cashier_deposits_user ON cashier_deposits(user_id, created_at);
CREATE INDEX IF NOT EXISTS cashier_deposits_pending ON cashier_deposits(status) WHERE status = 'pending';
CREATE TABLE IF NOT EXISTS cashier_accounts (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('bank', 'usdt')),
  bank_code TEXT,
  number TEXT NOT NULL,
  holder TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  removed_at INTEGER
);
CREATE INDEX IF NOT EXISTS cashier_accounts_user ON cashier_accounts(user_id);
CREATE TABLE IF NOT EXISTS cashier_withdrawals (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL,
  reference TEXT NOT NULL UNIQUE,
  account_id INTEGER NOT NULL,
  account TEXT NOT NULL,
  amount INTEGER NOT NULL CHECK (amount > 0),
  status TEXT NOT NULL CHECK (status IN ('pending', 'processing', 'paid', 'rejected', 'cancelled')),
  reason TEXT,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS cashier_withdrawals_user ON cashier_withdrawals(user_id, created_at);
CREATE INDEX IF NOT EXISTS cashier_withdrawals_status ON cashier_withdrawals(status);
CREATE TABLE IF NOT EXISTS cashier_profiles (
  user_id INTEGER PRIMARY KEY,
  real_name TEXT,
  pin_hash TEXT,
  updated_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS cashier_deposit_limits (
  user_id INTEGER NOT NULL,
  period TEXT NOT NULL CHECK (period IN ('day', 'week', 'month')),
  amount INTEGER,
  pending_amount INTEGER,
  pending_effective_at INTEGER,
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, period)
);
CREATE TABLE IF NOT EXISTS cashier_audit (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL,
  subject TEXT NOT NULL,
  subject_id INTEGER NOT NULL,
  from_status TEXT,
  to_status TEXT NOT NULL,
  actor TEXT NOT NULL,
  detail TEXT NOT NULL DEFAULT '',
  created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS cashier_audit_subject ON cashier_audit(subject, subject_id);
`;

export const CASHIER_TABLES = [
  'cashier_deposits',
  'cashier_accounts',
  'cashier_withdrawals',
  'cashier_profiles',
  'cashier_deposit_limits',
  'cashier_audit',
];
