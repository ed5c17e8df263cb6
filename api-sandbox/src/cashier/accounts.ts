import crypto from 'node:crypto';
import { Codes } from '../codes';
import type { Ctx } from '../context';
import { BizError, illegal, notFound } from '../errors';
import { cashierAudit } from './audit';
import { bankOf, marketOf } from './methods';

export interface AccountRow {
  id: number;
  user_id: number;
  kind: 'bank' | 'usdt';
  bank_code: string | null;
  number: string;
  holder: string;
  created_at: number;
  removed_at: number | null;
}

export const MAX_ACCOUNTS = 5;
const TRC20 = /^T[1-9A-HJ-NP-Za-km-z]{33}$/;

/** Names compare without case, accents or extra spaces: "Nguyễn  Minh Anh" = "NGUYEN MINH ANH". */
export function normalizeName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/gi, 'd')
    .replace(/\s+/g, ' ')
    .trim()
    .toUpperCase();
}

/** Last 4 kept, the rest hidden (SPEC §5's last-4 helper: 7 asterisks, then the last 4). */
const last4 = (n: string) => `*******${n.slice(-4)}`;
/** Names masked by word count: the last word kept, the others to their first letter. */
export function maskName(name: string): string {
  const words = name.trim().split(/\s+/);
  return words.map((w, i) => (i === words.length - 1 ? w : `${w[0] ?? ''}*`)).join(' ');
}

export function accountView(ctx: Ctx, row: AccountRow, currency: string) {
  const bank =
    row.kind === 'bank' && row.bank_code ? bankOf(marketOf(currency), row.bank_code) : null;
  return {
    id: row.id,
    kind: row.kind,
    bankCode: row.bank_code,
    bankName: bank?.name ?? null,
    number: last4(row.number),
    holder: maskName(row.holder),
    verified: true,
    createdAt: row.created_at,
  };
}

interface Profile {
  real_name: string | null;
  pin_hash: string | null;
}
export function profileOf(ctx: Ctx, userId: number): Profile {
  return (
    (ctx.db
      .prepare('SELECT real_name, pin_hash FROM cashier_profiles WHERE user_id = ?')
      .get(userId) as Profile | undefined) ?? { real_name: null, pin_hash: null }
  );
}

function saveProfile(ctx: Ctx, userId: number, change: Partial<Profile>): void {
  const p = { ...profileOf(ctx, userId), ...change };
  ctx.db
    .prepare(
      `INSERT INTO cashier_profiles (user_id, real_name, pin_hash, updated_at) VALUES (?, ?, ?, ?)
       ON CONFLICT (user_id) DO UPDATE SET real_name = excluded.real_name, pin_hash = excluded.pin_hash, updated_at = excluded.updated_at`,
    )
    .run(userId, p.real_name, p.pin_hash, ctx.clock.now());
}

export const listAccounts = (ctx: Ctx, userId: number) =>
  ctx.db
    .prepare('SELECT * FROM cashier_accounts WHERE user_id = ? AND removed_at IS NULL ORDER BY id')
    .all(userId) as AccountRow[];

export function accountOf(ctx: Ctx, userId: number, id: number): AccountRow {
  const row = ctx.db
    .prepare('SELECT * FROM cashier_accounts WHERE id = ? AND user_id = ? AND removed_at IS NULL')
    .get(id, userId) as AccountRow | undefined;
  if (!row) throw notFound('Payout account');
  return row;
}

/**
 * The stand-in bank's name lookup ("verify"): it answers the holder registered for a number. Numbers
 * starting 999 belong to someone else, so a test can meet the refusal.
 */
const bankHolderOf = (number: string, claimed: string) =>
  number.startsWith('999') ? 'TRAN VAN KHAC' : claimed;

/**
 * Adds a payout account after the bank's name check. The first holder name becomes the member's
 * real name; from then on every account must be in that name (issue 50 #2).
 */
export function addAccount(
  ctx: Ctx,
  user: { id: number; reg_currency: string },
  input: { kind: 'bank' | 'usdt'; bankCode?: string; number: string; holder: string },
): AccountRow {
  const number = input.number.replace(/\s+/g, '');
  const holder = input.holder.replace(/\s+/g, ' ').trim();
  if (!holder) throw illegal('holder is required');
  if (input.kind === 'bank') {
    bankOf(marketOf(user.reg_currency), input.bankCode);
    if (!/^\d{6,19}$/.test(number)) throw illegal('a bank account number is 6 to 19 digits');
    if (normalizeName(bankHolderOf(number, holder)) !== normalizeName(holder))
      throw new BizError(
        Codes.NAME_MISMATCH,
        "The bank's records show another holder for this account",
        { reason: 'bank' },
      );
  } else if (!TRC20.test(number))
    throw illegal('a TRC-20 address starts with T and has 34 characters');
  return ctx.db.transaction(() => {
    const profile = profileOf(ctx, user.id);
    if (profile.real_name && normalizeName(profile.real_name) !== normalizeName(holder))
      throw new BizError(Codes.NAME_MISMATCH, 'The account holder must be your real name', {
        reason: 'real-name',
        realName: maskName(profile.real_name),
      });
    if (listAccounts(ctx, user.id).length >= MAX_ACCOUNTS)
      throw illegal(`at most ${MAX_ACCOUNTS} payout accounts`);
    if (listAccounts(ctx, user.id).some((a) => a.number === number))
      throw illegal('this account is saved already');
    if (!profile.real_name) saveProfile(ctx, user.id, { real_name: holder });
    const id = ctx.db
      .prepare(
        'INSERT INTO cashier_accounts (user_id, kind, bank_code, number, holder, created_at) VALUES (?, ?, ?, ?, ?, ?)',
      )
      .run(
        user.id,
        input.kind,
        input.kind === 'bank' ? input.bankCode! : null,
        number,
        holder,
        ctx.clock.now(),
      ).lastInsertRowid;
    cashierAudit(ctx, {
      userId: user.id,
      subject: 'account',
      subjectId: id,
      from: null,
      to: 'verified',
      actor: 'member',
    });
    return accountOf(ctx, user.id, id);
  })();
}

export function removeAccount(ctx: Ctx, userId: number, id: number): void {
  ctx.db.transaction(() => {
    accountOf(ctx, userId, id);
    ctx.db
      .prepare('UPDATE cashier_accounts SET removed_at = ? WHERE id = ?')
      .run(ctx.clock.now(), id);
    cashierAudit(ctx, {
      userId,
      subject: 'account',
      subjectId: id,
      from: 'verified',
      to: 'removed',
      actor: 'member',
    });
  })();
}

/** The withdrawal PIN: 6 digits, kept as a salted scrypt hash. */
const hashPin = (pin: string, salt = crypto.randomBytes(8).toString('hex')) =>
  `${salt}:${crypto.scryptSync(pin, salt, 32).toString('hex')}`;

export function setPin(ctx: Ctx, userId: number, pin: string): void {
  ctx.db.transaction(() => {
    const had = profileOf(ctx, userId).pin_hash !== null;
    saveProfile(ctx, userId, { pin_hash: hashPin(pin) });
    cashierAudit(ctx, {
      userId,
      subject: 'pin',
      subjectId: userId,
      from: had ? 'set' : null,
      to: 'set',
      actor: 'member',
    });
  })();
}

export function assertPin(ctx: Ctx, userId: number, pin: string | undefined): void {
  const stored = profileOf(ctx, userId).pin_hash;
  if (!stored)
    throw new BizError(Codes.PIN_INVALID, 'Set a withdrawal PIN first', { pinSet: false });
  const [salt] = stored.split(':');
  const given = Buffer.from(hashPin(pin ?? '', salt));
  const ok = given.length === stored.length && crypto.timingSafeEqual(given, Buffer.from(stored));
  if (!ok) throw new BizError(Codes.PIN_INVALID, 'The withdrawal PIN is wrong', { pinSet: true });
}
