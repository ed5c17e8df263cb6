import { mockBackend } from '../../../test-utils';
import type { Deposit, HistoryItem, WithdrawInfo } from '../api/cashier-types';

export const METHODS = {
  market: 'vn',
  currency: 'VND',
  methods: [
    { id: 'bank', kind: 'bank', min: 50_000, max: 300_000_000, presets: [100_000, 200_000] },
    { id: 'momo', kind: 'wallet', min: 10_000, max: 50_000_000, presets: [50_000] },
  ],
  banks: [
    { code: 'VCB', name: 'Vietcombank' },
    { code: 'TCB', name: 'Techcombank' },
  ],
  depositLimits: [],
};

export const depositOf = (over: Partial<Deposit> = {}): Deposit => ({
  id: 7,
  reference: 'NAP7K2M9Q',
  method: 'bank',
  amount: 200_000,
  status: 'pending',
  reason: null,
  payTo: {
    bankCode: 'VCB',
    bankName: 'Vietcombank',
    accountNumber: '0071000123456',
    accountName: 'CONG TY BETLIVE',
    qr: '00020101021238570010A000000727',
    expiresAt: Date.UTC(2026, 11, 1, 8, 0),
  },
  createdAt: Date.UTC(2026, 11, 1, 7, 30),
  updatedAt: Date.UTC(2026, 11, 1, 7, 30),
  ...over,
});

export const withdrawInfoOf = (over: Partial<WithdrawInfo> = {}): WithdrawInfo => ({
  balance: 5_000_000,
  remainingTurnover: 0,
  withdrawable: 5_000_000,
  min: 100_000,
  max: 2_000_000,
  daily: { count: 3, countLeft: 3, amount: 2_000_000, amountLeft: 2_000_000 },
  pinSet: true,
  realName: 'Nguyen Van An',
  accounts: [
    {
      id: 3,
      kind: 'bank',
      bankCode: 'VCB',
      bankName: 'Vietcombank',
      number: '*******6789',
      holder: 'N* V* An',
      verified: true,
    },
  ],
  banks: METHODS.banks,
  ...over,
});

export const historyRow = (over: Partial<HistoryItem> = {}): HistoryItem => ({
  id: 'D7',
  type: 'deposit',
  kind: 'bank',
  amount: 200_000,
  status: 'completed',
  reference: 'NAP7K2M9Q',
  createdAt: Date.UTC(2026, 11, 1, 7, 30),
  ...over,
});

/** The sandbox's cashier answers in small, for component tests (api-sandbox/src/routes/cashier.ts). */
export function fakeCashier() {
  const api = mockBackend();
  const state = { deposit: depositOf(), info: withdrawInfoOf() };
  api.on('GET', '/api/cashier/methods', () => ({ data: METHODS }));
  api.on('POST', '/api/cashier/deposit/create', ({ body }) => {
    const b = body as { method: string; amount: number };
    state.deposit = depositOf({ method: b.method, amount: b.amount });
    return { data: state.deposit };
  });
  api.on('GET', '/api/cashier/deposit/get', () => ({ data: state.deposit }));
  api.on('GET', '/api/cashier/withdraw/info', () => ({ data: state.info }));
  api.on('GET', '/api/cashier/history', () => ({
    data: { records: [historyRow()], total: 1, current: 1, size: 20 },
  }));
  return { api, state };
}
