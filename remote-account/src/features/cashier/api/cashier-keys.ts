import type { HistoryFilters } from './cashier-types';

export const cashierKeys = {
  all: ['cashier'] as const,
  methods: () => [...cashierKeys.all, 'methods'] as const,
  deposit: (id: number) => [...cashierKeys.all, 'deposit', id] as const,
  withdraw: () => [...cashierKeys.all, 'withdraw'] as const,
  history: (f: HistoryFilters, page: number) => [...cashierKeys.all, 'history', f, page] as const,
  detail: (id: string) => [...cashierKeys.all, 'detail', id] as const,
  operatorWithdrawals: () => [...cashierKeys.all, 'operator-withdrawals'] as const,
};
