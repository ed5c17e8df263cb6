import { illegal } from '../errors';

/** How a method is paid: a bank transfer to an account, a wallet app's QR, or a USDT transfer. */
export type MethodKind = 'bank' | 'wallet' | 'crypto';
export type Market = 'vn' | 'cn';

export interface DepositMethod {
  id: string;
  kind: MethodKind;
  min: number;
  max: number;
  presets: number[];
}

export interface Bank {
  code: string;
  name: string;
  /** The NAPAS bank id VietQR payloads carry (Vietnam only). */
  bin?: string;
}

/** Vietnam: the banks most members hold, with their NAPAS ids. */
const VN_BANKS: Bank[] = [
  { code: 'VCB', name: 'Vietcombank', bin: '970436' },
  { code: 'TCB', name: 'Techcombank', bin: '970407' },
  { code: 'MB', name: 'MB Bank', bin: '970422' },
  { code: 'ACB', name: 'ACB', bin: '970416' },
  { code: 'BIDV', name: 'BIDV', bin: '970418' },
  { code: 'VTB', name: 'VietinBank', bin: '970415' },
  { code: 'VPB', name: 'VPBank', bin: '970432' },
  { code: 'TPB', name: 'TPBank', bin: '970423' },
];
const CN_BANKS: Bank[] = [
  { code: 'ICBC', name: '中国工商银行' },
  { code: 'CCB', name: '中国建设银行' },
  { code: 'ABC', name: '中国农业银行' },
  { code: 'BOC', name: '中国银行' },
  { code: 'CMB', name: '招商银行' },
];

const K = 1_000;
const M = 1_000_000;
/** VND per USDT the stand-in provider quotes; CNY per USDT. */
export const USDT_RATE: Record<Market, number> = { vn: 25_400, cn: 7 };

const METHODS: Record<Market, DepositMethod[]> = {
  vn: [
    {
      id: 'bank',
      kind: 'bank',
      min: 50 * K,
      max: 300 * M,
      presets: [100 * K, 200 * K, 500 * K, M, 5 * M, 10 * M],
    },
    {
      id: 'momo',
      kind: 'wallet',
      min: 10 * K,
      max: 50 * M,
      presets: [50 * K, 100 * K, 200 * K, 500 * K, M, 2 * M],
    },
    {
      id: 'zalopay',
      kind: 'wallet',
      min: 10 * K,
      max: 50 * M,
      presets: [50 * K, 100 * K, 200 * K, 500 * K, M, 2 * M],
    },
    {
      id: 'usdt',
      kind: 'crypto',
      min: 254 * K,
      max: 500 * M,
      presets: [254 * K, 508 * K, 1_270 * K, 2_540 * K, 12_700 * K, 25_400 * K],
    },
  ],
  cn: [
    {
      id: 'bankcard',
      kind: 'bank',
      min: 100,
      max: 50_000,
      presets: [100, 300, 500, 1_000, 5_000, 10_000],
    },
    {
      id: 'alipay',
      kind: 'wallet',
      min: 50,
      max: 20_000,
      presets: [50, 100, 200, 500, 1_000, 3_000],
    },
    {
      id: 'wechat',
      kind: 'wallet',
      min: 50,
      max: 20_000,
      presets: [50, 100, 200, 500, 1_000, 3_000],
    },
    {
      id: 'usdt',
      kind: 'crypto',
      min: 70,
      max: 100_000,
      presets: [70, 140, 350, 700, 3_500, 7_000],
    },
  ],
};

/** The China build's members hold CNY; everyone else is served the Vietnam methods. */
export const marketOf = (currency: string): Market => (currency === 'CNY' ? 'cn' : 'vn');

export const banksOf = (market: Market): Bank[] => (market === 'cn' ? CN_BANKS : VN_BANKS);

export function methodsOf(market: Market): DepositMethod[] {
  return METHODS[market];
}

export function methodOf(market: Market, id: string): DepositMethod {
  const method = METHODS[market].find((m) => m.id === id);
  if (!method) throw illegal(`method ${id} is not offered`);
  return method;
}

export function bankOf(market: Market, code: string | undefined): Bank {
  const bank = banksOf(market).find((b) => b.code === code);
  if (!bank) throw illegal('bankCode must be one of the listed banks');
  return bank;
}
