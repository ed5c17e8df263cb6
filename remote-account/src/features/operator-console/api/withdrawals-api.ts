import { callApi, IDEMPOTENCY_HEADER } from '@app/shared/client';

/** The super admin's withdrawal review (api-sandbox/src/routes/cashier-operator.ts). */
const W = '/api/operator/withdrawals';

export type ReviewStatus = 'pending' | 'processing';
const REVIEW_STATUSES: readonly string[] = ['pending', 'processing'];

export interface ReviewWithdrawal {
  id: number;
  reference: string;
  userName: string;
  amount: number;
  currency: string;
  status: ReviewStatus;
  /** Already masked by the server (last 4 digits, holder's initials): never the full number. */
  account: { bankName: string | null; number: string; holder: string; kind: 'bank' | 'usdt' };
  createdAt: number;
}

type Rec = Record<string, unknown>;
const isRec = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v);
const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const str = (v: unknown) => (typeof v === 'string' ? v : '');

/** Keeps the well-formed rows of an answer: a console that acts on money trusts no shape unchecked. */
export function toReviewQueue(data: unknown): ReviewWithdrawal[] {
  if (!Array.isArray(data)) return [];
  return data.filter(isRec).flatMap((w) => {
    const a = isRec(w.account) ? w.account : null;
    if (!isNum(w.id) || !isNum(w.amount) || !isNum(w.createdAt) || !a) return [];
    if (!REVIEW_STATUSES.includes(str(w.status))) return [];
    return [
      {
        id: w.id,
        reference: str(w.reference),
        userName: str(w.userName),
        amount: w.amount,
        currency: str(w.currency),
        status: w.status as ReviewStatus,
        account: {
          bankName: typeof a.bankName === 'string' ? a.bankName : null,
          number: str(a.number),
          holder: str(a.holder),
          kind: a.kind === 'usdt' ? 'usdt' : 'bank',
        },
        createdAt: w.createdAt,
      },
    ];
  });
}

export async function listReviewWithdrawals(): Promise<ReviewWithdrawal[]> {
  return toReviewQueue(await callApi<unknown>({ method: 'GET', url: W }));
}

/** A decision is sent with its own key, so a double click or a retried request decides once. */
const decide = (path: string, data: object, key: string) =>
  callApi<unknown>(
    { method: 'POST', url: `${W}/${path}`, data, headers: { [IDEMPOTENCY_HEADER]: key } },
    { noNeedResponseMsg: true },
  );

export const approveWithdrawal = (id: number, key: string) => decide('approve', { id }, key);
export const rejectWithdrawal = (id: number, reason: string, key: string) =>
  decide('reject', { id, reason }, key);
