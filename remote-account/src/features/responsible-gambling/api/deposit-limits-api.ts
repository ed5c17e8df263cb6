import { callApi } from '@app/shared/client';

/** Deposit limits (issue 50), kept by the cashier beside the stake and loss limits of issue 18. */
export const DEPOSIT_PERIODS = ['day', 'week', 'month'] as const;
export type DepositPeriod = (typeof DEPOSIT_PERIODS)[number];

export interface DepositLimit {
  period: DepositPeriod;
  amount: number | null;
  used: number;
  remaining: number | null;
  pending: { amount: number | null; effectiveAt: number } | null;
}

const URL = '/api/cashier/depositLimit';
const quiet = { noNeedResponseMsg: true };

export const readDepositLimits = () => callApi<DepositLimit[]>({ method: 'GET', url: URL }, quiet);

/** The answer is every period again, so the card shows what the server decided (now or later). */
export const saveDepositLimit = (v: { period: DepositPeriod; amount: number | null }) =>
  callApi<DepositLimit[]>({ method: 'POST', url: URL, data: v }, quiet);
