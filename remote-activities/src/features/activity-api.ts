import { callApi, getRuntimeConfig, http, RegistrySchema } from '@app/shared';

const P = '/api/promotion';
const QUIET = { noNeedResponseMsg: true } as const;

/**
 * The registry's per-activity toggles (`activities: { key: boolean }`), read with the shared HTTP
 * client. Accepts the backend's `{ code, data }` envelope or a plain registry document.
 */
export async function fetchActivityToggles(): Promise<Record<string, boolean>> {
  const res = await http.get<unknown>(getRuntimeConfig().registryUrl);
  const body = res.data;
  const candidate =
    body && typeof body === 'object' && 'remotes' in body
      ? body
      : (body as { data?: unknown } | null)?.data;
  const parsed = RegistrySchema.safeParse(candidate);
  if (!parsed.success) throw new Error('The remote registry is not valid');
  return parsed.data.activities;
}

/** An activity is on unless the operator set its key to false. */
export function isActivityOn(toggles: Record<string, boolean> | undefined, key: string): boolean {
  return toggles?.[key] !== false;
}

export interface ClaimResult {
  amount: number;
  balance: number | null;
}

/** POST /api/promotion/activity/saveActivitySignUp */
export async function signUpActivity(activityId: number): Promise<void> {
  await callApi<unknown>(
    { method: 'POST', url: `${P}/activity/saveActivitySignUp`, data: { activityId } },
    QUIET,
  );
}

/** POST /api/promotion/activity/claim */
export async function claimActivity(activityId: number): Promise<ClaimResult> {
  const data = await callApi<unknown>(
    { method: 'POST', url: `${P}/activity/claim`, data: { activityId } },
    QUIET,
  );
  const rec = (data ?? {}) as { amount?: unknown; balance?: unknown };
  return {
    amount: typeof rec.amount === 'number' ? rec.amount : 0,
    balance: typeof rec.balance === 'number' ? rec.balance : null,
  };
}

export interface WheelPrize {
  id: number;
  name: string;
  amount: number;
  index: number;
}

export interface WheelDetail {
  activityId: number;
  dailyChances: number;
  prizes: WheelPrize[];
}

export interface SpinResult {
  index: number;
  prize: { id: number; name: string; amount: number };
  balance: number | null;
  num: number;
}

const num = (v: unknown, fallback = 0): number =>
  typeof v === 'number' && Number.isFinite(v) ? v : fallback;

function toPrize(v: unknown, i: number): WheelPrize {
  const r = (v ?? {}) as Record<string, unknown>;
  return {
    id: num(r.id, i + 1),
    name: typeof r.name === 'string' ? r.name : '',
    amount: num(r.amount),
    index: num(r.index, i),
  };
}

/** GET /api/promotion/turntable/detail */
export async function fetchWheelDetail(): Promise<WheelDetail> {
  const data = (await callApi<unknown>(
    { method: 'GET', url: `${P}/turntable/detail` },
    QUIET,
  )) as Record<string, unknown> | null;
  const prizes = Array.isArray(data?.prizes) ? data.prizes.map(toPrize) : [];
  return {
    activityId: num(data?.activityId, 1),
    dailyChances: num(data?.dailyChances),
    prizes: prizes.sort((a, b) => a.index - b.index),
  };
}

/** GET /api/promotion/turntable/user/num: spins left today. */
export async function fetchSpinsLeft(): Promise<number> {
  const data = await callApi<{ num?: unknown } | null>(
    { method: 'GET', url: `${P}/turntable/user/num` },
    QUIET,
  );
  return num(data?.num);
}

/** A random idempotency key (a replayed request returns the same draw). */
export function newIdempotencyKey(): string {
  const c = globalThis.crypto;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  const bytes = new Uint8Array(16);
  c.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** GET /api/promotion/turntable/prize/get: the server draws; one call per spin. */
export async function drawWheel(idempotencyKey: string): Promise<SpinResult> {
  const data = (await callApi<unknown>(
    {
      method: 'GET',
      url: `${P}/turntable/prize/get`,
      headers: { 'Idempotency-Key': idempotencyKey },
    },
    QUIET,
  )) as Record<string, unknown> | null;
  const prize = (data?.prize ?? {}) as Record<string, unknown>;
  return {
    index: num(data?.index),
    prize: {
      id: num(prize.id),
      name: typeof prize.name === 'string' ? prize.name : '',
      amount: num(prize.amount),
    },
    balance: typeof data?.balance === 'number' ? data.balance : null,
    num: num(data?.num),
  };
}

export interface WinnerRow {
  userName: string;
  amount: number;
}

/** POST /api/promotion/turntable/record: recent winners (masked names). */
export async function fetchWinners(): Promise<WinnerRow[]> {
  const data = await callApi<unknown>({ method: 'POST', url: `${P}/turntable/record` }, QUIET);
  if (!Array.isArray(data)) return [];
  return data
    .map((r) => {
      const rec = (r ?? {}) as Record<string, unknown>;
      return {
        userName: typeof rec.userName === 'string' ? rec.userName : '',
        amount: num(rec.amount),
      };
    })
    .filter((r) => r.userName && r.amount > 0)
    .slice(0, 8);
}
