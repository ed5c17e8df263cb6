import { callApi, IDEMPOTENCY_HEADER } from '@app/shared/client';
import type {
  CashierMethods,
  Deposit,
  DepositLimit,
  HistoryDetail,
  HistoryFilters,
  HistoryPage,
  PayoutAccount,
  WithdrawInfo,
  Withdrawal,
} from './cashier-types';

/** The sandbox's cashier (api-sandbox/src/routes/cashier.ts). Errors are shown by the screens. */
const C = '/api/cashier';
const quiet = { noNeedResponseMsg: true };
const get = <T>(url: string, params?: Record<string, string | number | undefined>) =>
  callApi<T>({ method: 'GET', url, params }, quiet);
const post = <T>(url: string, data: unknown, idempotencyKey?: string) =>
  callApi<T>(
    {
      method: 'POST',
      url,
      data,
      headers: idempotencyKey ? { [IDEMPOTENCY_HEADER]: idempotencyKey } : undefined,
    },
    quiet,
  );

export const readMethods = () => get<CashierMethods>(`${C}/methods`);
export const readDeposit = (id: number) => get<Deposit>(`${C}/deposit/get`, { id });
export const createDeposit = (
  input: { method: string; amount: number; bankCode?: string },
  key: string,
) => post<Deposit>(`${C}/deposit/create`, input, key);
export const cancelDeposit = (id: number, key: string) =>
  post<Deposit>(`${C}/deposit/cancel`, { id }, key);

export const readWithdrawInfo = () => get<WithdrawInfo>(`${C}/withdraw/info`);
export const addAccount = (input: {
  kind: 'bank' | 'usdt';
  bankCode?: string;
  number: string;
  holder: string;
}) => post<PayoutAccount>(`${C}/account/add`, input);
export const removeAccount = (id: number) => post<boolean>(`${C}/account/remove`, { id });
export const setPin = (pin: string, loginPassword: string) =>
  post<{ pinSet: boolean }>(`${C}/pin`, { pin, loginPassword });
export const createWithdrawal = (
  input: { accountId: number; amount: number; pin: string },
  key: string,
) => post<Withdrawal>(`${C}/withdraw/create`, input, key);
export const cancelWithdrawal = (id: number, key: string) =>
  post<Withdrawal>(`${C}/withdraw/cancel`, { id }, key);

export const readHistory = (f: HistoryFilters, current: number) =>
  get<HistoryPage>(`${C}/history`, {
    type: f.type || undefined,
    status: f.status || undefined,
    from: f.from ?? undefined,
    to: f.to ?? undefined,
    current,
    size: 20,
  });
export const readHistoryDetail = (id: string) => get<HistoryDetail>(`${C}/history/detail`, { id });

export const saveDepositLimit = (period: DepositLimit['period'], amount: number | null) =>
  post<DepositLimit[]>(`${C}/depositLimit`, { period, amount });
