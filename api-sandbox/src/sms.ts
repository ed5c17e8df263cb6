import { Codes } from './codes';
import type { Ctx } from './context';
import { BizError } from './errors';
import { randomDigits } from './ids';

/** Codes stay valid this long. */
export const SMS_TTL_MS = 5 * 60_000;
export const SMS_MAX_PER_HOUR = 5;
/** Per device (deviceNo header, else the caller's address): SMS pumping across many numbers. */
export const SMS_MAX_PER_DEVICE_HOUR = 10;
/** Wrong guesses a code survives (#17): the fifth wrong one burns it, even the right code then fails. */
export const SMS_MAX_ATTEMPTS = 5;

/** Action types: 1 register, 2 login, 3 reset, 4 login verification. */
export function sendSms(
  ctx: Ctx,
  area: string,
  mobile: string,
  actionType: number,
  device: string,
  ip: string,
): { retryAfter: number } {
  const now = Date.now();
  // issue 49 #9: the deviceNo header is the client's to choose, so the caller's address and the
  // whole sandbox are capped too (rows `addr:<ip>` of sms_sends, one per code sent)
  const addr = `addr:${ip}`;
  const { smsPerIpHour, smsGlobalHour } = ctx.config.limits;
  const byAddr = ctx.db
    .prepare('SELECT created_at FROM sms_sends WHERE device_id = ? AND created_at > ? ORDER BY id')
    .all(addr, now - 3_600_000) as { created_at: number }[];
  if (byAddr.length >= smsPerIpHour) {
    const retryAfter = Math.ceil((byAddr[0]!.created_at + 3_600_000 - now) / 1000);
    throw new BizError(Codes.SMS_RATE_LIMITED, 'Too many codes requested from this address', {
      retryAfter,
    });
  }
  const global = ctx.db
    .prepare(
      "SELECT COUNT(*) AS n, MIN(created_at) AS t FROM sms_sends WHERE device_id LIKE 'addr:%' AND created_at > ?",
    )
    .get(now - 3_600_000) as { n: number; t: number | null };
  if (global.n >= smsGlobalHour) {
    const retryAfter = Math.ceil(((global.t ?? now) + 3_600_000 - now) / 1000);
    throw new BizError(Codes.SMS_RATE_LIMITED, 'SMS sending is busy: please try again later', {
      retryAfter,
    });
  }
  const byDevice = ctx.db
    .prepare('SELECT created_at FROM sms_sends WHERE device_id = ? AND created_at > ? ORDER BY id')
    .all(device, now - 3_600_000) as { created_at: number }[];
  if (byDevice.length >= SMS_MAX_PER_DEVICE_HOUR) {
    const retryAfter = Math.ceil((byDevice[0]!.created_at + 3_600_000 - now) / 1000);
    throw new BizError(Codes.SMS_RATE_LIMITED, 'Too many codes requested from this device', {
      retryAfter,
    });
  }
  const cooldown = ctx.config.smsCooldownS;
  const last = ctx.db
    .prepare(
      'SELECT created_at FROM sms_codes WHERE mobile_area = ? AND mobile = ? ORDER BY id DESC LIMIT 1',
    )
    .get(area, mobile) as { created_at: number } | undefined;
  if (last && now - last.created_at < cooldown * 1000) {
    const retryAfter = Math.ceil((last.created_at + cooldown * 1000 - now) / 1000);
    throw new BizError(
      Codes.SMS_RATE_LIMITED,
      `Please wait ${retryAfter}s before requesting a new code`,
      {
        retryAfter,
      },
    );
  }
  const count = (
    ctx.db
      .prepare(
        'SELECT COUNT(*) AS n FROM sms_codes WHERE mobile_area = ? AND mobile = ? AND created_at > ?',
      )
      .get(area, mobile, now - 3_600_000) as { n: number }
  ).n;
  if (count >= SMS_MAX_PER_HOUR) {
    const first = ctx.db
      .prepare(
        'SELECT MIN(created_at) AS t FROM sms_codes WHERE mobile_area = ? AND mobile = ? AND created_at > ?',
      )
      .get(area, mobile, now - 3_600_000) as { t: number };
    const retryAfter = Math.ceil((first.t + 3_600_000 - now) / 1000);
    throw new BizError(Codes.SMS_RATE_LIMITED, 'Too many codes requested for this number', {
      retryAfter,
    });
  }
  const code = randomDigits(6);
  ctx.db
    .prepare(
      'INSERT INTO sms_codes (mobile_area, mobile, code, action_type, created_at) VALUES (?, ?, ?, ?, ?)',
    )
    .run(area, mobile, code, actionType, now);
  ctx.db.prepare('DELETE FROM sms_sends WHERE created_at <= ?').run(now - 3_600_000);
  const sent = ctx.db.prepare('INSERT INTO sms_sends (device_id, created_at) VALUES (?, ?)');
  sent.run(device, now);
  sent.run(addr, now);
  ctx.smsOutbox.push({ mobileArea: area, mobile, code, actionType, at: now });
  if (ctx.smsOutbox.length > 200) ctx.smsOutbox.shift();
  ctx.log(`[sms] +${area} ${mobile}: code ${code} (actionType ${actionType})`);
  return { retryAfter: cooldown };
}

/**
 * Checks the latest code sent to the number; consumes it unless peek. Every wrong guess counts (peeks
 * too); after SMS_MAX_ATTEMPTS wrong ones the code is burned and a new one must be requested.
 */
export function checkSms(ctx: Ctx, area: string, mobile: string, code: string, peek = false): void {
  const row = ctx.db
    .prepare(
      'SELECT id, code, created_at, used, attempts FROM sms_codes WHERE mobile_area = ? AND mobile = ? ORDER BY id DESC LIMIT 1',
    )
    .get(area, mobile) as
    { id: number; code: string; created_at: number; used: number; attempts: number } | undefined;
  const invalid = () =>
    new BizError(Codes.SMS_CODE_INVALID, 'Verification code is wrong or expired');
  if (!row || row.used || Date.now() - row.created_at > SMS_TTL_MS) throw invalid();
  if (row.attempts >= SMS_MAX_ATTEMPTS) throw burned();
  if (row.code !== code) {
    const attempts = row.attempts + 1;
    ctx.db.prepare('UPDATE sms_codes SET attempts = ? WHERE id = ?').run(attempts, row.id);
    if (attempts >= SMS_MAX_ATTEMPTS) throw burned();
    throw new BizError(Codes.SMS_CODE_INVALID, 'Verification code is wrong or expired', {
      attemptsLeft: SMS_MAX_ATTEMPTS - attempts,
    });
  }
  if (!peek) ctx.db.prepare('UPDATE sms_codes SET used = 1 WHERE id = ?').run(row.id);
}

function burned(): BizError {
  return new BizError(
    Codes.SMS_CODE_INVALID,
    'Too many wrong codes: request a new verification code',
    { attemptsLeft: 0 },
  );
}

/** Normalises a Vietnamese-style number: digits only, leading 0 and country code dropped. */
export function normaliseMobile(mobile: string, area: string): string {
  let m = mobile.replace(/\D/g, '');
  if (area && m.startsWith(area) && m.length > 10) m = m.slice(area.length);
  return m.replace(/^0+/, '');
}
