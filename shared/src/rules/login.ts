/** The login-response fields these rules read (SPEC §3). */
export interface LoginResponseLike {
  mobile?: string | null;
  mobileArea?: string | null;
  loginState?: number | string | null;
  state?: unknown;
  accessToken?: string | null;
}

/** What the app does after a successful login call (SPEC §4). */
export type LoginNextStep =
  | { kind: 'verify'; mobile: string; mobileArea: string }
  | { kind: 'vtob'; history: LoginResponseLike }
  | { kind: 'token'; token: string }
  | { kind: 'invalid' };

const filled = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';

/**
 * Login response branching (SPEC §4), checked in this order:
 * 1. loginState 1 or 2 (number or string) with a mobile and area -> 'verify' (verification dialog);
 * 2. a `state` present (not undefined or null) -> 'vtob' (follow-up login dialog); `history` is
 *    the whole response, the data the spec says is stored for that step;
 * 3. otherwise -> 'token' with the access token.
 * Decision: without a non-empty access token in case 3 the result is 'invalid', so an empty
 * token is never stored.
 */
export function loginNextStep(resp: LoginResponseLike | null | undefined): LoginNextStep {
  if (!resp) return { kind: 'invalid' };
  const state = Number(resp.loginState);
  if (
    (state === 1 || state === 2) &&
    resp.loginState !== '' &&
    filled(resp.mobile) &&
    filled(resp.mobileArea)
  ) {
    return { kind: 'verify', mobile: resp.mobile, mobileArea: resp.mobileArea };
  }
  if (resp.state !== undefined && resp.state !== null) return { kind: 'vtob', history: resp };
  return filled(resp.accessToken)
    ? { kind: 'token', token: resp.accessToken }
    : { kind: 'invalid' };
}

/** The gift-pack fields this rule reads (SPEC §3). */
export interface GiftPackLike {
  id?: number | string | null;
  status?: number | string | null;
}

/**
 * Post-registration target (SPEC §2): when the new-member gift pack is active (status 1, number
 * or string) and has an id, `/newMemberGiftPackVi?activityId=ID&type=3` on the 'vietnam' market
 * or `/newMemberGiftPack?activityId=ID&type=3` elsewhere; otherwise null. The id is URL-encoded.
 */
export function giftPackTarget(input: {
  giftPack: GiftPackLike | null | undefined;
  market: string;
}): string | null {
  const pack = input.giftPack;
  if (!pack || String(pack.status ?? '').trim() !== '1') return null;
  const id = String(pack.id ?? '').trim();
  if (id === '') return null;
  const page =
    input.market.toLowerCase() === 'vietnam' ? '/newMemberGiftPackVi' : '/newMemberGiftPack';
  return `${page}?activityId=${encodeURIComponent(id)}&type=3`;
}
