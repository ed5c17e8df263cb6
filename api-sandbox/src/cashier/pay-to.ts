import crypto from 'node:crypto';
import type { DepositMethod, Market } from './methods';
import { bankOf, USDT_RATE } from './methods';
import { vietQr } from './vietqr';

/** What the member pays to: shown with copy buttons and a QR; kept with the deposit. */
export interface PayTo {
  bankCode?: string;
  bankName?: string;
  accountNumber?: string;
  accountName?: string;
  /** The QR's text (VietQR payload, a wallet link or a TRC-20 address URI). */
  qr: string;
  deepLink?: string;
  network?: 'TRC-20';
  address?: string;
  /** USDT to send, as a decimal string (6 places are what TRC-20 USDT carries). */
  cryptoAmount?: string;
  rate?: number;
  expiresAt: number;
}

export const DEPOSIT_TTL_MS = 30 * 60_000;
const RECEIVER = { vn: 'CONG TY TNHH BETLIVE VN', cn: '贝特莱夫科技有限公司' } as const;
const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/** The sandbox's receiving account at a bank: stable per bank so members may save it. */
function receivingAccount(bankCode: string): string {
  const digits = crypto.createHash('sha256').update(`receiving:${bankCode}`).digest();
  return Array.from(digits.subarray(0, 12), (b) => String(b % 10)).join('');
}

/** A TRC-20 address of the member's own (deposits are matched by address, not by a memo). */
export function trc20Address(userId: number): string {
  const bytes = crypto.createHash('sha256').update(`trc20:${userId}`).digest();
  return `T${Array.from(bytes.subarray(0, 33), (b) => BASE58[b % 58]).join('')}`;
}

export function payToOf(input: {
  market: Market;
  method: DepositMethod;
  bankCode?: string;
  amount: number;
  reference: string;
  userId: number;
  now: number;
}): PayTo {
  const { market, method, amount, reference } = input;
  const expiresAt = input.now + DEPOSIT_TTL_MS;
  if (method.kind === 'bank') {
    const bank = bankOf(market, input.bankCode);
    const accountNumber = receivingAccount(bank.code);
    const qr = bank.bin
      ? vietQr({ bin: bank.bin, account: accountNumber, amount, reference })
      : `bankcard:${bank.code}:${accountNumber}?amount=${amount}&memo=${reference}`;
    return {
      bankCode: bank.code,
      bankName: bank.name,
      accountNumber,
      accountName: RECEIVER[market],
      qr,
      expiresAt,
    };
  }
  if (method.kind === 'wallet') {
    const link = `${method.id}://pay?amount=${amount}&ref=${reference}`;
    return { qr: link, deepLink: link, accountName: RECEIVER[market], expiresAt };
  }
  const address = trc20Address(input.userId);
  const cryptoAmount = (Math.ceil((amount / USDT_RATE[market]) * 1e6) / 1e6).toFixed(6);
  return {
    network: 'TRC-20',
    address,
    cryptoAmount,
    rate: USDT_RATE[market],
    qr: `tron:${address}?token=USDT&amount=${cryptoAmount}`,
    expiresAt,
  };
}
