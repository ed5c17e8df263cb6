// Logging in and registering (SPEC §2–§4): used by the login dialog's forms only, so this code
// loads with them, not with the first screen (session-actions.ts keeps what start-up and logout need).
import {
  accountLogin,
  loginCheck,
  mobileLogin,
  mobileRegister,
  registerAccount as accountRegister,
  type MobileInput,
} from '@app/shared/api/member';
import { ApiError, getRuntimeConfig } from '@app/shared/client';
import { isNewMemberGiftPackOpen } from '@app/shared/api/promotion';
import { fetchSportsServiceConfig } from '@app/shared/api/sportsbook-lists';
import {
  giftPackTarget,
  loginNextStep,
  safeRedirectPath,
  safeSession,
  type LoginResponseLike,
} from '@app/shared/rules';
import { resetPopupMarkers, useSessionStore, useSportsConfigStore } from '@app/shared/store';
import { useLoginDialog } from './login-dialog-store';
import { loadProfile, STORAGE_KEYS } from './session-actions';
import { recordSessionStart } from './session-start';

export function storedReferralCodes(): { inviteCode?: string; referCode?: string } {
  const inviteCode = safeSession.get(STORAGE_KEYS.inviteCode) ?? undefined;
  const referCode = safeSession.get(STORAGE_KEYS.referCode) ?? undefined;
  return { inviteCode, referCode };
}

/** Registration domain sent with every registration (SPEC §3). */
export function regDomain(): string {
  return window.location.host;
}

/** SPEC §2: the root, or the `redirect` value when it is a same-origin path (S11). */
export function postLoginTarget(redirect: string | null | undefined, search: string): string {
  const fromQuery = new URLSearchParams(search).get('redirect');
  return safeRedirectPath(redirect ?? fromQuery ?? '/');
}

/** The result of a login call once SPEC §4 branching has run. */
export type LoginOutcome = 'done' | 'verify' | 'vtob';

/**
 * SPEC §4 login branching (loginNextStep): loginState 1 or 2 with mobile and area opens the
 * verification dialog; a `state` opens the vtob page and stores the history data; otherwise the
 * token is stored, the sports token and the profile are fetched.
 */
export async function completeLogin(
  resp: (LoginResponseLike & { userName?: string | null }) | null | undefined,
  userName: string,
): Promise<LoginOutcome> {
  const step = loginNextStep(resp);
  const name = resp?.userName || userName;
  const dialog = useLoginDialog.getState();
  switch (step.kind) {
    case 'verify':
      dialog.openVerify({ userName: name, mobile: step.mobile, mobileArea: step.mobileArea });
      return 'verify';
    case 'vtob': {
      const history = { ...step.history, accessToken: undefined, userName: name };
      safeSession.setJSON(STORAGE_KEYS.vtobHistory, history);
      dialog.openVtob(history);
      return 'vtob';
    }
    case 'token':
      useSessionStore.getState().signIn({
        token: step.token,
        username: name,
        loginState: resp?.loginState == null ? null : Number(resp.loginState),
        mobile: resp?.mobile ?? null,
        mobileArea: resp?.mobileArea ?? null,
      });
      safeSession.remove(STORAGE_KEYS.vtobHistory);
      safeSession.remove(STORAGE_KEYS.loginExpired);
      recordSessionStart(name);
      resetPopupMarkers();
      useSportsConfigStore.getState().setConfig(null);
      await Promise.allSettled([loadProfile(), fetchSportsServiceConfig()]);
      return 'done';
    default:
      throw new Error('Login failed');
  }
}

/** Password login (SPEC §7 account-login/v2); rejects with the server msg (SPEC §8). */
export async function loginWithPassword(
  userName: string,
  password: string,
  validate?: Record<string, string>,
): Promise<LoginOutcome> {
  const res = await accountLogin({ userName, password, validate });
  return completeLogin(res, userName);
}

/** Phone + SMS code login. */
export async function loginWithPhone(
  input: Omit<MobileInput, 'regDomain' | 'inviteCode' | 'referCode'>,
): Promise<LoginOutcome> {
  const res = await mobileLogin({ ...input, ...storedReferralCodes(), regDomain: regDomain() });
  // SPEC §8: a failed phone login answers false after the catalogue has shown the server's message
  if (res === false) throw new ApiError('business', '');
  return completeLogin(res, res?.userName ?? '');
}

/** Second step of a login with loginState 1 or 2 (or the vtob page): POST loginCheck. */
export async function verifyLogin(userName: string, smsCode: string): Promise<LoginOutcome> {
  const res = await loginCheck({ userName, smsCode, actionType: 4 });
  return completeLogin({ ...res, loginState: 0, state: null }, userName);
}

/**
 * After a registration (SPEC §2): log the new member in, then go to the new-member gift pack when
 * it is active (Vietnam variant on the Vietnam build), else to the root.
 */
async function finishRegistration(
  res: Parameters<typeof completeLogin>[0],
  userName: string,
): Promise<string> {
  const outcome = await completeLogin(res, userName);
  if (outcome !== 'done') return '/';
  const pack = await isNewMemberGiftPackOpen().catch(() => null);
  const target = giftPackTarget({ giftPack: pack, market: getRuntimeConfig().market });
  if (target && pack) {
    useSessionStore
      .getState()
      .setGiftPack(pack.id == null ? null : String(pack.id), pack.name ?? null);
  }
  return target ?? '/';
}

/**
 * Account registration (SPEC §3 payload, with the date of birth of issue 18); returns where to go.
 * Rejects with the server msg (code 1011 under age, already translated).
 */
export async function registerAccount(input: {
  userName: string;
  password: string;
  /** YYYY-MM-DD */
  birthDate: string;
  inviteCode?: string;
  countryCode?: string;
}): Promise<string> {
  const stored = storedReferralCodes();
  const res = await accountRegister({
    userName: input.userName,
    password: input.password,
    countryCode: input.countryCode,
    inviteCode: input.inviteCode || stored.inviteCode,
    referCode: stored.referCode,
    regDomain: regDomain(),
    birthDate: input.birthDate,
  });
  return finishRegistration(res, input.userName);
}

/**
 * Mobile registration (SPEC §3 payload: mobile, smsCode, countryCode, userName, invite and referral
 * codes, regDomain, mobileCode; issue 18: birthDate). SPEC §8: a failure answers false after the
 * catalogue has shown the server's message.
 */
export async function registerMobile(input: {
  mobile: string;
  smsCode: string;
  countryCode: string;
  userName: string;
  password: string;
  /** YYYY-MM-DD */
  birthDate: string;
  inviteCode?: string;
}): Promise<string> {
  const stored = storedReferralCodes();
  const res = await mobileRegister({
    ...input,
    inviteCode: input.inviteCode || stored.inviteCode,
    referCode: stored.referCode,
    regDomain: regDomain(),
    mobileCode: input.countryCode,
  });
  if (res === false) throw new ApiError('business', '');
  return finishRegistration(res, res.userName || input.userName);
}
