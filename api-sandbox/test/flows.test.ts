import type { Json, Started } from './helpers';
import { ADULT, SEED, call, login, start } from './helpers';

let s: Started;
let api: string;
let provider: string;

beforeAll(async () => {
  s = await start({ SMS_COOLDOWN_S: '60' });
  api = s.sb.apiUrl;
  provider = s.sb.providerUrl;
});
afterAll(async () => {
  await s.stop();
});

const balance = async (token: string) =>
  (await call(api, '/api/fund/wallet/member/local', { token, body: {} })).body.data.memberWallet
    .balance as number;

describe('registration and SMS', () => {
  test('account register creates a hashed user, links the invite code, rejects duplicates and bad input', async () => {
    const inviter = await login(api, ...SEED.member);
    const code = (await call(api, '/api/member/invite/generateReferralCode', { token: inviter }))
      .body.data.inviteCode;
    const r = await call(api, '/api/user/auth/account-register', {
      body: {
        userName: 'newbie01',
        password: 'Newbie@123',
        birthDate: ADULT,
        inviteCode: code,
        countryCode: '84',
        regDomain: 'localhost',
      },
    });
    expect(r.body.code).toBe(200);
    expect(r.body.data.accessToken).toBeTruthy();
    expect(await login(api, 'newbie01', 'Newbie@123')).toBeTruthy();
    const row = s.sb.ctx.db
      .prepare('SELECT password_hash FROM users WHERE user_name = ?')
      .get('newbie01') as { password_hash: string };
    expect(row.password_hash).toMatch(/^\$2[aby]\$/);
    const info = await call(api, '/api/member/invite/queryInviteInfo', { token: inviter });
    expect(info.body.data.inviteCount).toBe(1);

    expect(
      (
        await call(api, '/api/user/auth/account-register', {
          body: { userName: 'newbie01', password: 'Newbie@123', birthDate: ADULT },
        })
      ).body.code,
    ).toBe(1002);
    expect(
      (
        await call(api, '/api/user/auth/account-register', {
          body: { userName: 'newbie02', password: 'short', birthDate: ADULT },
        })
      ).body.code,
    ).toBe(1000);
    expect(
      (
        await call(api, '/api/user/auth/account-register', {
          body: { userName: 'x', password: 'Newbie@123', birthDate: ADULT },
        })
      ).body.code,
    ).toBe(1000);
    expect(
      (
        await call(api, '/api/user/auth/account-register', {
          body: {
            userName: 'newbie03',
            password: 'Newbie@123',
            birthDate: ADULT,
            inviteCode: 'NOPE',
          },
        })
      ).body.code,
    ).toBe(1008);
  });

  test('SMS codes: logged, in the outbox, rate-limited with retryAfter; mobile register and login', async () => {
    const send = await call(api, '/api/user/auth/sms/send', {
      body: { mobile: '0977123456', countryCode: '84', actionType: 1 },
    });
    expect(send.body.code).toBe(200);
    const outbox = (await call(api, '/__admin/sms-outbox?mobile=977123456')).body.data;
    const code = outbox[0].code as string;
    expect(code).toMatch(/^\d{6}$/);
    expect(s.logs.some((l) => l.includes(code))).toBe(true);

    const again = await call(api, '/api/user/auth/sms/send', {
      body: { mobile: '977123456', countryCode: '84', actionType: 1 },
    });
    expect(again.body.code).toBe(1004);
    expect(again.body.data.retryAfter).toBeGreaterThan(0);

    expect(
      (await call(api, '/api/user/auth/mobile-registerCheckByCode/977123456/000000')).body.code,
    ).toBe(code === '000000' ? 200 : 1003);
    expect(
      (await call(api, `/api/user/auth/mobile-registerCheckByCode/977123456/${code}`)).body.code,
    ).toBe(200);
    const name = (await call(api, '/api/user/auth/mobile-registerCreatName')).body.data;
    const reg = await call(api, '/api/user/auth/mobile-register', {
      body: {
        mobile: '977123456',
        smsCode: code,
        countryCode: '84',
        userName: name,
        birthDate: ADULT,
      },
    });
    expect(reg.body.code).toBe(200);
    expect(reg.body.data.userName).toBe(name);
    expect(
      (await call(api, '/api/user/auth/mobile-registerCheckByMobile/977123456/84')).body.code,
    ).toBe(1005);
    // The code is consumed.
    const reuse = await call(api, '/api/user/auth/mobile-login', {
      body: { mobile: '977123456', smsCode: code, countryCode: '84' },
    });
    expect(reuse.body.code).toBe(1003);
  });

  test('login with SMS verification step (member03)', async () => {
    const r = await call(api, '/api/user/auth/account-login/v2', {
      body: { userName: 'member03', password: 'Member@123' },
    });
    expect(r.body.data).toMatchObject({ loginState: 1, accessToken: '', mobileArea: '84' });
    await call(api, '/api/user/auth/sms/send', { body: { userName: 'member03', actionType: 4 } });
    const code = (await call(api, '/__admin/sms-outbox?mobile=933333333')).body.data[0].code;
    const ok = await call(api, '/api/user/auth/loginCheck', {
      body: { userName: 'member03', smsCode: code, actionType: 4 },
    });
    expect(ok.body.data.loginState).toBe(0);
    expect(
      (await call(api, '/api/member/get', { token: ok.body.data.accessToken })).body.data.userName,
    ).toBe('member03');
  });
});

describe('roles, streams, gifts', () => {
  test('a member calling anchor endpoints gets 403001', async () => {
    const member = await login(api, ...SEED.member);
    for (const p of [
      '/api/live/stream/save',
      '/api/live/gift/profit/sum',
      '/api/user/banLog/list',
      '/api/live/statistics/sum',
    ]) {
      expect((await call(api, p, { token: member, body: { title: 'x' } })).body.code).toBe(403001);
    }
    expect(
      (
        await call(api, '/api/user/banLog/update', {
          method: 'PUT',
          token: member,
          body: { id: 1 },
        })
      ).body.code,
    ).toBe(403001);
  });

  test('anchor starts and stops a stream; others cannot stop it', async () => {
    const anchor = await login(api, 'anchor02', 'Anchor@123');
    const list = (await call(api, '/api/live/stream/list', { body: { current: 1, size: 999 } }))
      .body.data.records;
    const mine = list.find((x: Json) => x.anchorUserName === 'anchor02' && x.status === 2);
    if (mine) await call(api, '/api/live/stream/stop', { token: anchor, body: { id: mine.id } });
    const saved = await call(api, '/api/live/stream/save', {
      token: anchor,
      body: { title: 'Test live', sportId: 1 },
    });
    expect(saved.body.data).toMatchObject({ status: 2, title: 'Test live' });
    const id = saved.body.data.id;
    expect(
      (await call(api, '/api/live/stream/save', { token: anchor, body: { title: 'Second' } })).body
        .code,
    ).toBe(3001);
    const other = await login(api, ...SEED.anchor);
    expect(
      (await call(api, '/api/live/stream/stop', { token: other, body: { id } })).body.code,
    ).toBe(403001);
    expect(
      (await call(api, '/api/live/stream/stop', { token: anchor, body: { id } })).body.data.status,
    ).toBe(3);
    expect(
      (await call(api, '/api/live/stream/stop', { token: anchor, body: { id } })).body.code,
    ).toBe(3001);
    expect(
      (await call(api, '/api/live/stream/getStreamStatus', { body: { id } })).body.data.status,
    ).toBe(3);
  });

  test('gifts debit the sender and credit the anchor', async () => {
    const member = await login(api, ...SEED.member);
    const anchor = await login(api, ...SEED.anchor);
    const gifts = (await call(api, '/api/live/gift/list', { body: {} })).body.data;
    const before = await balance(member);
    const anchorBefore = await balance(anchor);
    const r = await call(api, '/api/live/gift/profit/save', {
      token: member,
      body: { streamId: 1, giftId: gifts[1].id, count: 2 },
    });
    expect(r.body.code).toBe(200);
    expect(await balance(member)).toBe(before - gifts[1].price * 2);
    expect(await balance(anchor)).toBe(anchorBefore + gifts[1].price);
    const sum = await call(api, '/api/live/gift/profit/sum', { token: anchor, body: {} });
    expect(sum.body.data.count).toBeGreaterThan(0);
    const poor = await login(api, 'member02', 'Member@123');
    const big = await call(api, '/api/live/gift/profit/save', {
      token: poor,
      body: { streamId: 1, giftId: 8, count: 5 },
    });
    expect(big.body.code).toBe(2001);
  });

  test('follows (collects) persist', async () => {
    const member = await login(api, ...SEED.member);
    const on = await call(api, '/api/member/collect/toggle', {
      token: member,
      body: { sportId: 1, matchId: 1000001 },
    });
    expect(on.body.data.collected).toBe(true);
    const again = await login(api, ...SEED.member);
    expect((await call(api, '/api/member/collect/list', { token: again })).body.data).toEqual({
      1: [1000001],
    });
    const off = await call(api, '/api/member/collect/toggle', {
      token: again,
      body: { sportId: 1, matchId: 1000001 },
    });
    expect(off.body.data.collected).toBe(false);
  });
});

describe('sportsbook orders', () => {
  test('single bet debits, settles and pays; guest and poor bettors are refused', async () => {
    const member = await login(api, ...SEED.member);
    const pt = (await call(api, '/api/game/sports/token', { token: member, body: {} })).body.data
      .token;
    const auth = { Authorization: pt };
    const today = (
      await call(provider, '/v1/match/getList', { body: { type: 3, sportId: 1 }, headers: auth })
    ).body.data.records;
    const m = today.find((x: Json) => x.ms === 4);
    const mk = m.mg[0].mks[0];
    const op = mk.op[0];
    const slip = await call(provider, '/v1/order/batchBetMatchMarketOfJumpLine', {
      body: { betMatchMarketList: [{ matchId: m.id, marketId: mk.id, type: op.ty, oddsType: 1 }] },
      headers: auth,
    });
    expect(slip.body.data.bms[0]).toMatchObject({ mid: mk.id, ss: 1, op: { od: op.od } });

    const before = await balance(member);
    const bet = await call(provider, '/v1/order/bet/singlePass', {
      body: {
        singleBetList: [
          { matchId: m.id, marketId: mk.id, optionType: op.ty, odds: op.od, unitStake: 100000 },
        ],
        oddsChange: 1,
      },
      headers: auth,
    });
    expect(bet.body.code).toBe(0);
    const orderId = bet.body.data[0].orderId;
    expect(await balance(member)).toBe(before - 100000);
    const st = await call(provider, '/v1/order/getStakeOrderStatus', {
      body: { orderIds: [orderId] },
      headers: auth,
    });
    expect(st.body.data[0].st).toBe(4);

    const price = await call(provider, '/v1/order/cashOut/price', {
      body: { orderIds: [orderId] },
      headers: auth,
    });
    expect(price.body.data[0].price).toBeGreaterThan(0);

    await call(api, '/__admin/settle', { body: {} });
    const settled = await call(provider, '/v1/order/new/bet/list', {
      body: { isSettled: true },
      headers: auth,
    });
    const o = settled.body.data.records.find((x: Json) => x.id === orderId);
    expect(o.status).toBe(5);
    expect([3, 4, 5, 6]).toContain(o.outcome);
    expect(await balance(member)).toBe(before - 100000 + (o.payout ?? 0));
    const sum = await call(api, '/api/game/bet/order/mybet/sum', { token: member, body: {} });
    expect(sum.body.data.betCount).toBeGreaterThan(0);

    const guest = (await call(api, '/api/game/sports/token/guest', { body: {} })).body.data.token;
    const g = await call(provider, '/v1/order/bet/singlePass', {
      body: {
        singleBetList: [{ matchId: m.id, marketId: mk.id, optionType: op.ty, unitStake: 100000 }],
      },
      headers: { Authorization: guest },
    });
    expect(g.body).toMatchObject({ success: false, code: 2 });

    const poor = await login(api, 'member02', 'Member@123');
    const ppt = (await call(api, '/api/game/sports/token', { token: poor, body: {} })).body.data
      .token;
    const p = await call(provider, '/v1/order/bet/singlePass', {
      body: {
        singleBetList: [
          { matchId: m.id, marketId: mk.id, optionType: op.ty, unitStake: 5_000_000 },
        ],
      },
      headers: { Authorization: ppt },
    });
    expect(p.body.code).toBe(4);
  });

  test('parlay and cash out', async () => {
    const member = await login(api, ...SEED.member);
    const auth = {
      Authorization: (await call(api, '/api/game/sports/token', { token: member, body: {} })).body
        .data.token,
    };
    const early = (
      await call(provider, '/v1/match/getList', { body: { type: 4, sportId: 1 }, headers: auth })
    ).body.data.records.filter((x: Json) => x.ms === 4);
    const legs = early.slice(0, 3).map((m: Json) => ({
      matchId: m.id,
      marketId: m.mg[0].mks[0].id,
      optionType: m.mg[0].mks[0].op[0].ty,
    }));
    const before = await balance(member);
    const r = await call(provider, '/v1/order/betMultiple', {
      body: {
        betOptionList: legs,
        betMultipleData: [{ seriesValue: 2, itemCount: 3, unitStake: 20000 }],
      },
      headers: auth,
    });
    // three doubles = one ticket of three bets of 20 000 each (issue 52 #2)
    expect(r.body.data).toHaveLength(1);
    expect(r.body.data[0]).toMatchObject({
      seriesValue: 2,
      itemCount: 3,
      legCount: 3,
      unitStake: 20000,
      stake: 60000,
    });
    expect(await balance(member)).toBe(before - 60000);
    const id = r.body.data[0].orderId;
    const price = (
      await call(provider, '/v1/order/cashOut/price', { body: { orderIds: [id] }, headers: auth })
    ).body.data[0].price;
    const co = await call(provider, '/v1/order/cashOut/bet', {
      body: { orderId: id, cashOutPrice: price },
      headers: auth,
    });
    expect(co.body.data.price).toBe(price);
    expect(await balance(member)).toBe(before - 60000 + price);
  });

  test('bulletins and language package', async () => {
    const auth = {
      Authorization: (await call(api, '/api/game/sports/token/guest', { body: {} })).body.data
        .token,
    };
    expect(
      (await call(provider, '/v1/bulletin/listTop', { body: {}, headers: auth })).body.data.length,
    ).toBeGreaterThan(0);
    const lang = await call(provider, '/language/staticList', { body: { languageType: 'VIE' } });
    expect(lang.body.data.Sports['1']).toBe('Bóng đá');
    expect(Object.keys(lang.body.data)).toEqual(
      expect.arrayContaining(['Sports', 'MarketType', 'Period', 'Match Status', 'Match Period']),
    );
  });
});

describe('promotions', () => {
  test('lucky wheel draws server-side, idempotent, limited per day', async () => {
    const member = await login(api, 'member02', 'Member@123');
    expect(
      (await call(api, '/api/promotion/activity/turntable/user/num', { token: member })).body.data
        .num,
    ).toBe(3);
    const first = await call(api, '/api/promotion/activity/turntable/prize/get', {
      token: member,
      headers: { 'Idempotency-Key': 'k1' },
    });
    const replay = await call(api, '/api/promotion/activity/turntable/prize/get', {
      token: member,
      headers: { 'Idempotency-Key': 'k1' },
    });
    expect(replay.body.data.index).toBe(first.body.data.index);
    expect(replay.body.data.replayed).toBe(true);
    await call(api, '/api/promotion/turntable/prize/get', { token: member });
    await call(api, '/api/promotion/turntable/prize/get', { token: member });
    expect(
      (await call(api, '/api/promotion/turntable/prize/get', { token: member })).body.code,
    ).toBe(2002);
  });

  test('sign-in claim once a day and new member gift pack', async () => {
    const member = await login(api, 'member02', 'Member@123');
    // the gift pack needs a verified phone (issue 49 #5)
    s.sb.ctx.db
      .prepare(
        "UPDATE users SET mobile = '977000002', mobile_area = '84' WHERE user_name = 'member02'",
      )
      .run();
    expect(
      (await call(api, '/api/promotion/activity/claim', { token: member, body: { activityId: 4 } }))
        .body.data.amount,
    ).toBe(10000);
    expect(
      (await call(api, '/api/promotion/activity/claim', { token: member, body: { activityId: 4 } }))
        .body.code,
    ).toBe(2002);
    const packStatus = async () =>
      (
        await call(api, '/api/promotion/activity/newMemberGiftPack/isOpen', {
          token: member,
          body: {},
        })
      ).body.data.status;
    // member02 joined months ago: the pack is for new members only (issue 53 #4)
    expect(await packStatus()).toBe(0);
    s.sb.ctx.db
      .prepare("UPDATE users SET created_at = ? WHERE user_name = 'member02'")
      .run(s.sb.ctx.clock.now() - 86_400_000);
    expect(await packStatus()).toBe(1);
    await call(api, '/api/promotion/activity/claim', { token: member, body: { activityId: 3 } });
    expect(
      (
        await call(api, '/api/promotion/activity/newMemberGiftPack/isOpen', {
          token: member,
          body: {},
        })
      ).body.data.status,
    ).toBe(0);
  });
});
