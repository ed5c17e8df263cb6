// SPEC §7 auth, wallet/member, invite, operation and game calls; §8 failure rules; §9 jump timeout.
import { INITIAL_SESSION, useSessionStore } from '../../store/session-store';
import * as auth from './auth-mobile';
import * as game from '../site/game';
import * as invite from '../promotion/invite';
import { setNotifier } from '../core/notifier';
import * as op from '../site/operation';
import { parseMaintenanceTime } from '../../rules/maintenance';
import * as wallet from './wallet';
import * as sms from './sms';
import { describeCalls } from '../__fixtures__/call-table';
import {
  answerEvery,
  fakeTimersForTimeouts,
  noAnswer,
  rejection,
  useTestConfig,
} from '../__fixtures__/call-helpers';

const toast = jest.fn();
beforeEach(() => {
  useTestConfig();
  useSessionStore.setState({ ...INITIAL_SESSION });
  toast.mockReset();
  setNotifier({ toast, alert: jest.fn(async () => undefined), confirm: jest.fn() });
});

const login = { accessToken: 't', loginState: 0, mobile: null, deviceId: 'd', extra: 1 };
const mobileIn = { mobile: '912345678', smsCode: '123456', countryCode: '84', referCode: 'r' };
const page = (records: unknown[]) => ({ records, total: records.length });

describe('SPEC §7 auth', () => {
  // prettier-ignore
  describeCalls([
    { name: 'loginCheck', run: () => auth.loginCheck({ userName: 'member03', smsCode: '1', actionType: 2 }), method: 'post', url: '/api/user/auth/loginCheck', data: login, body: { userName: 'member03', smsCode: '1', actionType: 2 }, expected: { accessToken: 't', extra: 1 } },
    { name: 'registerAccount', run: () => auth.registerAccount({ userName: 'u', password: 'p', regDomain: 'd', validate: { captcha: 'c' } }), method: 'post', url: '/api/user/auth/account-register', data: login, body: { userName: 'u', password: 'p', regDomain: 'd', captcha: 'c' }, expected: login },
    { name: 'mobileLogin', run: () => auth.mobileLogin(mobileIn), method: 'post', url: '/api/user/auth/mobile-login', data: login, body: mobileIn, expected: login, onNull: false },
    { name: 'mobileRegister', run: () => auth.mobileRegister({ ...mobileIn, mobileCode: 'm' }), method: 'post', url: '/api/user/auth/mobile-register', data: login, body: { mobileCode: 'm' }, expected: login, onNull: false },
    { name: 'sendSmsCode', run: () => sms.sendSmsCode({ mobile: '9', countryCode: '84', actionType: 1 }), method: 'post', url: '/api/user/auth/sms/send', data: { retryAfter: 60 }, body: { mobile: '9', countryCode: '84', actionType: 1 }, expected: { retryAfter: 60 }, onNull: { retryAfter: 0 } },
    { name: 'checkMobileRegisterByMobile', run: () => auth.checkMobileRegisterByMobile('912 345', '84'), method: 'get', url: '/api/user/auth/mobile-registerCheckByMobile/912%20345/84', data: true, ignoresBody: true },
    { name: 'checkMobileRegisterByCode', run: () => auth.checkMobileRegisterByCode('912', '1234', '84'), method: 'get', url: '/api/user/auth/mobile-registerCheckByCode/912/1234', params: { countryCode: '84' }, data: true, ignoresBody: true },
    { name: 'createMobileRegisterName', run: () => auth.createMobileRegisterName(), method: 'get', url: '/api/user/auth/mobile-registerCreatName', data: 'vn12345678', expected: 'vn12345678' },
  ]);

  it('§8: a failed registration or login check rejects with the server msg, without a toast', async () => {
    answerEvery(() => ({ code: 1002, msg: 'User name already exists' }));
    await expect(auth.registerAccount({ userName: 'u', password: 'p' })).rejects.toThrow(
      'User name already exists',
    );
    await expect(auth.loginCheck({ userName: 'u', smsCode: '0' })).rejects.toThrow('already');
    expect(toast).not.toHaveBeenCalled();
  });

  it('§8: phone login and phone register give false on failure (HTTP or business), never reject', async () => {
    answerEvery(() => ({ code: 1003, msg: 'SMS code wrong' }));
    await expect(auth.mobileLogin(mobileIn)).resolves.toBe(false);
    await expect(auth.mobileRegister(mobileIn)).resolves.toBe(false);
    answerEvery(() => {
      throw new Error('down');
    });
    await expect(auth.mobileLogin(mobileIn)).resolves.toBe(false);
  });

  it('checkCode omits the countryCode query when none is given', async () => {
    const calls = answerEvery(() => ({ code: 200, data: true }));
    await auth.checkMobileRegisterByCode('912', '1234');
    expect(calls[0]!.params).toEqual({});
  });
});

describe('SPEC §7 wallet, member, VIP, invite', () => {
  // prettier-ignore
  describeCalls([
    { name: 'collectGameFund', run: () => wallet.collectGameFund(), method: 'post', url: '/api/game/fund/collect', data: { balance: 5, collected: 1 }, expected: { balance: 5 }, onNull: null },
    { name: 'refreshIdentityCode', run: () => wallet.refreshIdentityCode(), method: 'get', url: '/api/member/refreshIdentityCode', data: { identityCode: 'ABC' }, expected: 'ABC' },
    { name: 'getVipInfo', run: () => wallet.getVipInfo(), method: 'post', url: '/api/member/customervip/vipFont', data: { vipLevel: 3, levels: [{ level: 0 }] }, expected: { vipLevel: 3 } },
    { name: 'vipPhoneBackDial', run: () => wallet.vipPhoneBackDial(), method: 'post', url: '/api/operation/vipphoneback/dailFont', data: { managerName: 'M', records: [] }, expected: { managerName: 'M' } },
    { name: 'addVipPhoneBack', run: () => wallet.addVipPhoneBack('0912345678', 'r'), method: 'post', url: '/api/operation/vipphoneback/add', data: true, body: { mobile: '0912345678', remark: 'r' }, ignoresBody: true },
    { name: 'drawInviteAward', run: () => invite.drawInviteAward({ idempotencyKey: 'k' }), method: 'post', url: '/api/member/invite/drawAward', data: { amount: 1, balance: 2 }, expected: { amount: 1 } },
    { name: 'generateReferralCode', run: () => invite.generateReferralCode(), method: 'get', url: '/api/member/invite/generateReferralCode', data: { inviteCode: 'IC', link: 'l' }, expected: { inviteCode: 'IC' } },
    { name: 'queryInviteInfo', run: () => invite.queryInviteInfo(), method: 'get', url: '/api/member/invite/queryInviteInfo', data: { inviteCode: 'IC', inviteCount: 2, invitees: [{ userName: 'a' }] }, expected: { inviteCount: 2 } },
    { name: 'queryInviteTotalAward', run: () => invite.queryInviteTotalAward(), method: 'get', url: '/api/member/invite/queryInviteInfoTotalAward', data: { totalAward: 9 }, expected: { totalAward: 9 } },
    { name: 'queryHorseRing', run: () => invite.queryHorseRing(), method: 'get', url: '/api/member/invite/queryHorseRing', data: [{ a: 1 }], expected: [{ a: 1 }] },
    { name: 'queryInviteBetConfig', run: () => invite.queryInviteBetConfig(), method: 'get', url: '/api/member/invite/queryInviteBetConfig', data: [], expected: [] },
    { name: 'queryInviteDepConfig', run: () => invite.queryInviteDepConfig(), method: 'get', url: '/api/member/invite/queryInviteDepConfig', data: [], expected: [] },
    { name: 'queryInviteVipConfig', run: () => invite.queryInviteVipConfig(), method: 'get', url: '/api/member/invite/queryInviteVipConfig', data: [], expected: [] },
    { name: 'queryInviteBetAwardList', run: () => invite.queryInviteBetAwardList(), method: 'get', url: '/api/member/invite/queryInviteBetAwardList', data: [], expected: [] },
    { name: 'queryInviteDepAward', run: () => invite.queryInviteDepAward(), method: 'get', url: '/api/member/invite/queryInviteDepAward', data: [{ reached: true }], expected: [{ reached: true }] },
  ]);

  it('§8: collect errors are ignored (null), without a toast', async () => {
    answerEvery(() => ({ code: 5002, msg: 'boom' }));
    await expect(wallet.collectGameFund()).resolves.toBeNull();
    expect(toast).not.toHaveBeenCalled();
  });
});

describe('SPEC §7 operation and game', () => {
  const notice = {
    id: 1,
    title: 'M',
    content: 'c',
    startTime: '2026-01-01 00:00:00',
    endTime: '',
    point: '0',
    status: '1',
    sportsConfigVO: { gameOrder: '1,3' },
  };
  const lobby = {
    id: 1001104,
    lobbyName: 'Slots',
    gameType: 3,
    isMaintain: 0,
    gameList: [{ id: 1, isHotGame: 0 }],
  };
  // prettier-ignore
  describeCalls([
    { name: 'listCountryCodes', run: () => op.listCountryCodes(), method: 'get', url: '/api/user/countrycode/list', data: [{ countryName: 'Việt Nam', countryCode: 'VN', phoneCode: '84' }], expected: [{ countryCode: 'VN', phoneCode: '84' }] },
    { name: 'getSiteMaintenance', run: () => op.getSiteMaintenance('0,2'), method: 'post', url: '/api/operation/siteMain/queryDetail', data: notice, body: { point: '0,2' }, expected: notice, onNull: {} },
    { name: 'getVerificationDomainType', run: () => op.getVerificationDomainType(), method: 'get', url: '/api/user/auth/get/verification/domainType', data: { domainType: 0, captcha: false }, expected: { domainType: 0 } },
    { name: 'popCustomerLink', run: () => op.popCustomerLink({ type: 2 }), method: 'post', url: '/api/operation/tutorial/config/popCustomerLink', params: { type: 2 }, data: { link: 'https://t.me/x' }, expected: { link: 'https://t.me/x' } },
    { name: 'listHomeBar', run: () => game.listHomeBar(), method: 'get', url: '/api/user/home/bar/list', data: [{ id: 1, icon: 'i' }], expected: [{ id: 1 }] },
    { name: 'listSlotGames', run: () => game.listSlotGames(3), method: 'post', url: '/api/game/home/slot/list/', data: [lobby], body: { gameType: 3 }, expected: [lobby] },
    { name: 'listGameLobbies', run: () => game.listGameLobbies(3), method: 'get', url: '/api/game/lobby/list', params: { gameType: 3 }, data: [{ id: 2, gameCount: 4 }], expected: [{ id: 2, gameList: [] }] },
    { name: 'jumpToGame', run: () => game.jumpToGame({ gameId: 1 }), method: 'post', url: '/api/game/bet/single-wallet/jump', data: { url: 'https://g', gameName: 'G' }, body: { gameId: 1 }, expected: { url: 'https://g' } },
    { name: 'getCSportsToken', run: () => game.getCSportsToken(), method: 'post', url: '/api/game/bet/cSports/token', data: { token: 'cs', url: 'u' }, expected: { token: 'cs' } },
    { name: 'sumMyBets', run: () => game.sumMyBets({ status: 5 }), method: 'post', url: '/api/game/bet/order/mybet/sum', data: { betCount: 1, betAmount: 10 }, body: { status: 5 }, expected: { betCount: 1 } },
    { name: 'listMyBetDetail', run: () => game.listMyBetDetail({ current: 2 }), method: 'post', url: '/api/game/bet/order/mybet/detail', data: page([{ id: '1' }]), body: { current: 2, size: 20 }, expected: { total: 1 } },
  ]);

  it('§9: the game jump times out at 10 s, other calls at the 15 s default', async () => {
    fakeTimersForTimeouts();
    answerEvery(noAnswer);
    expect(game.GAME_JUMP_TIMEOUT_MS).toBe(10000);
    const jump = rejection(game.jumpToGame({ lobbyId: 2 }));
    const token = rejection(game.getCSportsToken());
    await jest.advanceTimersByTimeAsync(10000);
    expect(await jump).toMatchObject({ kind: 'timeout' });
    let tokenSettled = false;
    void token.finally(() => (tokenSettled = true));
    await jest.advanceTimersByTimeAsync(1);
    expect(tokenSettled).toBe(false);
    await jest.advanceTimersByTimeAsync(5000);
    expect(await token).toMatchObject({ kind: 'timeout' });
    jest.useRealTimers();
  });

  it('§3: a notice whose times are epoch ms numbers is read, not unreadable (issue 49 #12)', async () => {
    const start = Date.UTC(2026, 10, 22, 2);
    const end = start + 3_600_000;
    answerEvery(() => ({
      code: 200,
      data: { id: 1, status: '1', point: '0', startTime: start, endTime: end },
    }));
    const got = await op.getSiteMaintenance();
    expect(got).toMatchObject({ startTime: start, endTime: end });
    expect(parseMaintenanceTime(got.startTime, 'vietnam')).toBe(start);
    expect(parseMaintenanceTime(got.endTime, 'vietnam')).toBe(end);
  });

  it('§8: siteMain errors stay silent (the caller decides)', async () => {
    answerEvery(() => ({ code: 5001, msg: 'm' }));
    await expect(op.getSiteMaintenance()).rejects.toThrow('m');
    expect(toast).not.toHaveBeenCalled();
  });
});
