// SPEC §7 "Auth" through the typed @app/shared functions against the in-process sandbox.
import { ApiError } from '@app/shared/client';
import {
  accountLogin,
  checkMobileRegisterByCode,
  checkMobileRegisterByMobile,
  createMobileRegisterName,
  getUserInfo,
  loginCheck,
  logout,
  mobileLogin,
  mobileRegister,
  registerAccount,
  sendSmsCode,
} from '@app/shared/api/member';
import { queryInviteInfo, generateReferralCode } from '@app/shared/api/promotion';
import { useSessionStore } from '@app/shared/store';
import { ADULT, USERS, lastSmsCode, loginAs, signOutLocal, withSandbox } from '../src/harness';

const sandbox = withSandbox({ SMS_COOLDOWN_S: '1' });
afterEach(signOutLocal);

const signIn = (token: string | null | undefined, username: string) => {
  if (!token) throw new Error('no token');
  useSessionStore.getState().signIn({ token, username });
};

describe('SPEC §7 auth: account', () => {
  test('account-login/v2 gives a token that reads the member (§4 login)', async () => {
    const [userName, password] = USERS.member;
    const res = await accountLogin({ userName, password });
    expect(res.loginState).toBe(0);
    expect(res.accessToken).toMatch(/^\w{20,}$/);
    signIn(res.accessToken, userName);
    expect(await getUserInfo()).toMatchObject({ userName, role: 'member', vipLevel: 3 });
  });

  test('account-login/v2 with a wrong password rejects with the server msg (§8)', async () => {
    const err = await accountLogin({ userName: 'member01', password: 'nope-nope' }).catch(
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ kind: 'business', code: 1001 });
    expect((err as ApiError).message).toMatch(/incorrect user name or password/i);
  });

  test('logout revokes the session: the next call is the expired-login code', async () => {
    await loginAs('member');
    const token = useSessionStore.getState().token;
    await logout();
    // the store still holds the token: the server must refuse it now
    expect(useSessionStore.getState().token).toBe(token);
    await expect(getUserInfo()).rejects.toMatchObject({ kind: 'expired', code: 401001 });
  });

  test('account-register with an invite code creates the user and links it to the inviter', async () => {
    await loginAs('member');
    const { inviteCode } = await generateReferralCode();
    const before = (await queryInviteInfo()).inviteCount ?? 0;
    signOutLocal();
    const res = await registerAccount({
      userName: 'contract01',
      password: 'Contract@123',
      birthDate: ADULT,
      inviteCode,
    });
    signIn(res.accessToken, 'contract01');
    expect((await getUserInfo()).userName).toBe('contract01');
    await loginAs('member');
    expect((await queryInviteInfo()).inviteCount).toBe(before + 1);
    signOutLocal();
    await expect(
      registerAccount({ userName: 'contract01', password: 'Contract@123', birthDate: ADULT }),
    ).rejects.toMatchObject({ kind: 'business', code: 1002 });
  });
});

describe('SPEC §7 auth: SMS and phone', () => {
  test('loginCheck: loginState 1 needs the SMS code, then gives a token (§4)', async () => {
    const [userName, password] = USERS.smsMember;
    const first = await accountLogin({ userName, password });
    expect(first).toMatchObject({ loginState: 1, accessToken: '', mobileArea: '84' });
    await sendSmsCode({ mobile: '933333333', countryCode: '84', actionType: 2 });
    const smsCode = await lastSmsCode(sandbox().api, '933333333');
    const checked = await loginCheck({ userName, smsCode, actionType: 2 });
    expect(checked.loginState).toBe(0);
    signIn(checked.accessToken, userName);
    expect((await getUserInfo()).userName).toBe(userName);
  });

  test('mobile-registerCheckByMobile, CheckByCode, CreatName, mobile-register, mobile-login', async () => {
    const mobile = '977000111';
    await checkMobileRegisterByMobile(mobile, '84');
    await sendSmsCode({ mobile, countryCode: '84', actionType: 1 });
    const code = await lastSmsCode(sandbox().api, mobile);
    await expect(checkMobileRegisterByCode(mobile, '000001', '84')).rejects.toMatchObject({
      code: code === '000001' ? undefined : 1003,
    });
    await checkMobileRegisterByCode(mobile, code, '84');
    const userName = await createMobileRegisterName();
    expect(userName).toMatch(/^\w{4,}$/);
    const reg = await mobileRegister({
      mobile,
      smsCode: code,
      countryCode: '84',
      userName,
      birthDate: ADULT,
    });
    expect(reg).not.toBe(false);
    await expect(checkMobileRegisterByMobile(mobile, '84')).rejects.toMatchObject({ code: 1005 });

    // §8: phone login returns false on failure (the used code), a token on success
    expect(await mobileLogin({ mobile, smsCode: code, countryCode: '84' })).toBe(false);
    await new Promise((r) => setTimeout(r, 1100)); // SMS_COOLDOWN_S=1 in this suite
    await sendSmsCode({ mobile, countryCode: '84', actionType: 2 });
    const login = await mobileLogin({
      mobile,
      smsCode: await lastSmsCode(sandbox().api, mobile),
      countryCode: '84',
    });
    expect(login).not.toBe(false);
    signIn(login === false ? null : login.accessToken, userName);
    expect((await getUserInfo()).userName).toBe(userName);
  });
});
