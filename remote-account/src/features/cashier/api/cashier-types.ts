/** The cashier's answers (api-sandbox/src/cashier); candidates for `shared/src/api/cashier`. */
export type MethodKind = 'bank' | 'wallet' | 'crypto';

export interface DepositMethod {
  id: string;
  kind: MethodKind;
  min: number;
  max: number;
  presets: number[];
}

export interface BankOption {
  code: string;
  name: string;
}

export type Period = 'day' | 'week' | 'month';

export interface DepositLimit {
  period: Period;
  amount: number | null;
  used: number;
  remaining: number | null;
  pending: { amount: number | null; effectiveAt: number } | null;
}

export interface CashierMethods {
  market: 'vn' | 'cn';
  currency: string;
  methods: DepositMethod[];
  banks: BankOption[];
  depositLimits: DepositLimit[];
}

export interface PayTo {
  bankCode?: string;
  bankName?: string;
  accountNumber?: string;
  accountName?: string;
  qr: string;
  deepLink?: string;
  network?: 'TRC-20';
  address?: string;
  cryptoAmount?: string;
  rate?: number;
  expiresAt: number;
}

export type DepositStatus = 'pending' | 'completed' | 'failed' | 'cancelled' | 'expired';

export interface Deposit {
  id: number;
  reference: string;
  method: string;
  amount: number;
  status: DepositStatus;
  reason: string | null;
  payTo: PayTo;
  createdAt: number;
  updatedAt: number;
}

export interface PayoutAccount {
  id: number;
  kind: 'bank' | 'usdt';
  bankCode: string | null;
  bankName: string | null;
  number: string;
  holder: string;
  verified: boolean;
}

export interface WithdrawInfo {
  balance: number;
  remainingTurnover: number;
  withdrawable: number;
  min: number;
  max: number;
  daily: { count: number; countLeft: number; amount: number; amountLeft: number };
  pinSet: boolean;
  realName: string | null;
  accounts: PayoutAccount[];
  banks: BankOption[];
}

export type WithdrawalStatus = 'pending' | 'processing' | 'paid' | 'rejected' | 'cancelled';

export interface Withdrawal {
  id: number;
  reference: string;
  amount: number;
  status: WithdrawalStatus;
  reason: string | null;
  account: PayoutAccount;
  createdAt: number;
  updatedAt: number;
  userName?: string;
}

export const HISTORY_TYPES = ['deposit', 'withdrawal', 'bonus', 'game', 'bet'] as const;
export type HistoryType = (typeof HISTORY_TYPES)[number];
export const HISTORY_STATUSES = [
  'pending',
  'processing',
  'completed',
  'paid',
  'failed',
  'rejected',
  'cancelled',
  'expired',
] as const;
export type HistoryStatus = (typeof HISTORY_STATUSES)[number];

export interface HistoryItem {
  id: string;
  type: HistoryType;
  kind: string;
  amount: number;
  status: HistoryStatus;
  reference: string | null;
  createdAt: number;
}

export interface HistoryPage {
  records: HistoryItem[];
  total: number;
  current: number;
  size: number;
}

export interface HistoryFilters {
  type: HistoryType | '';
  status: HistoryStatus | '';
  from: number | null;
  to: number | null;
}

export interface TimelineEntry {
  from: string | null;
  to: string;
  actor: string;
  at: number;
}

export type HistoryDetail =
  | { type: 'deposit'; deposit: Deposit; timeline: TimelineEntry[] }
  | { type: 'withdrawal'; withdrawal: Withdrawal; timeline: TimelineEntry[] };
