import crypto from 'node:crypto';

const ALNUM = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function randomToken(bytes = 24): string {
  return crypto.randomBytes(bytes).toString('hex');
}

export function randomCode(length: number, alphabet = ALNUM): string {
  const buf = crypto.randomBytes(length);
  let out = '';
  for (let i = 0; i < length; i += 1) out += alphabet[(buf[i] as number) % alphabet.length];
  return out;
}

export function randomDigits(length: number): string {
  return randomCode(length, '0123456789');
}
