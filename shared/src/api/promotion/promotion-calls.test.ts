// SPEC §7 promotion calls (adverts by type, activities, turntable, cheer, cashback, rankings).
import { INITIAL_SESSION, useSessionStore } from '../../store/session-store';
import { setNotifier } from '../core/notifier';
import * as promo from './promotion-activity';
import * as wheel from './turntable';
import * as rules from './activity-rules';
import { describeCalls } from '../__fixtures__/call-table';
import { useTestConfig } from '../__fixtures__/call-helpers';

beforeEach(() => {
  useTestConfig();
  useSessionStore.setState({ ...INITIAL_SESSION });
  setNotifier({ toast: jest.fn(), alert: jest.fn(async () => undefined), confirm: jest.fn() });
});

const A = '/api/promotion/activity';
const rank = { list: [{ rank: 1, userName: 'a***', amount: 9 }], mine: null };
const draw = { index: 2, prize: { id: 3, name: 'P', amount: 50 }, balance: 1, num: 2 };
const config = { activityId: 6, matches: [{ matchId: 5 }] };

describe('SPEC §7 promotion activities', () => {
  // prettier-ignore
  describeCalls([
    { name: 'listAdvertsByType', run: () => promo.listAdvertsByType(2, 't1'), method: 'get', url: '/api/promotion/advertise/list/type', params: { type: 2, tenantId: 't1' }, data: [{ id: 1, title: 'B' }], expected: [{ title: 'B' }] },
    { name: 'clickActivity', run: () => promo.clickActivity(1), method: 'post', url: `${A}/click`, data: true, body: { activityId: 1 }, ignoresBody: true },
    { name: 'saveActivitySignUp', run: () => promo.saveActivitySignUp(4), method: 'post', url: `${A}/saveActivitySignUp`, data: true, body: { activityId: 4 }, ignoresBody: true },
    { name: 'claimActivity', run: () => promo.claimActivity(4, { idempotencyKey: 'k' }), method: 'post', url: `${A}/claim`, data: { amount: 10, balance: 20 }, body: { activityId: 4 }, expected: { amount: 10 } },
    { name: 'isNewMemberGiftPackOpen', run: () => promo.isNewMemberGiftPackOpen(), method: 'post', url: `${A}/newMemberGiftPack/isOpen`, data: { id: 3, name: 'G', status: 1 }, expected: { status: 1 } },
    { name: 'listActivityRecord', run: () => promo.listActivityRecord(4), method: 'get', url: `${A}/record`, params: { activityId: 4 }, data: [{ id: 1 }], expected: [{ id: 1 }] },
    { name: 'getActivityBetTotal', run: () => promo.getActivityBetTotal(5), method: 'get', url: `${A}/bet/total`, params: { activityId: 5 }, data: { betTotal: 100, betCount: 2 }, expected: { betTotal: 100 } },
    { name: 'getActivityBetTotal with the measure and tiers', run: () => promo.getActivityBetTotal(2), method: 'get', url: `${A}/bet/total`, params: { activityId: 2 }, data: { betTotal: 800, betCount: 2, measure: 'deposit', tiers: [{ target: 500, reward: 50 }] }, expected: { measure: 'deposit', tiers: [{ target: 500, reward: 50 }] } },
    { name: 'getActivityEligibility (issue 53 #4)', run: () => rules.getActivityEligibility(3), method: 'get', url: `${A}/eligibility`, params: { activityId: 3 }, data: { activityId: 3, amount: 88000, eligible: false, claimed: false, refusal: { reason: 'new-members-only', days: 7 } }, expected: { eligible: false, refusal: { reason: 'new-members-only', days: 7 } } },
    { name: 'listActivitySeasons (issue 53 #5)', run: () => rules.listActivitySeasons(), method: 'get', url: `${A}/seasons`, data: [{ id: 10, key: 'Valentine-Day', keys: ['Valentine-Day'], startTime: '2026-02-07T00:00:00+07:00', endTime: '2026-02-14T23:59:59+07:00', state: 'ended' }], expected: [{ key: 'Valentine-Day', state: 'ended' }] },
    { name: 'getCashbackDetail', run: () => promo.getCashbackDetail(), method: 'get', url: '/api/promotion/cashback/client/detail', data: { rate: 0.012, cashback: 12, claimable: true }, expected: { cashback: 12 } },
    { name: 'getMemberRanking', run: () => promo.getMemberRanking(), method: 'get', url: '/api/promotion/ranking/memberRanking', data: rank, expected: rank },
    { name: 'getTouristsRanking', run: () => promo.getTouristsRanking(), method: 'get', url: '/api/promotion/ranking/touristsRanking', data: { list: rank.list }, expected: { list: rank.list } },
  ]);
});

describe('SPEC §7 turntable and match prediction', () => {
  // prettier-ignore
  describeCalls([
    { name: 'getTurntableDetail', run: () => wheel.getTurntableDetail(), method: 'get', url: `${A}/turntable/detail`, data: { dailyChances: 3, prizes: [{ id: 1, name: 'P', amount: 0, index: 0 }] }, expected: { dailyChances: 3 } },
    { name: 'drawTurntablePrize', run: () => wheel.drawTurntablePrize({ idempotencyKey: 'k' }), method: 'get', url: `${A}/turntable/prize/get`, data: draw, expected: draw },
    { name: 'getTurntableUserNum', run: () => wheel.getTurntableUserNum(), method: 'get', url: `${A}/turntable/user/num`, data: { num: 2 }, expected: 2 },
    { name: 'listTurntableUserRecord', run: () => wheel.listTurntableUserRecord(), method: 'get', url: `${A}/turntable/user/record`, data: [], expected: [] },
    { name: 'listTurntableRecord', run: () => wheel.listTurntableRecord(), method: 'post', url: `${A}/turntable/record`, data: [{ userName: 'm***' }], expected: [{ userName: 'm***' }] },
    { name: 'queryCheerRecord', run: () => wheel.queryCheerRecord(), method: 'get', url: `${A}/cheer/queryCheerRecord`, data: [{ matchId: 5 }], expected: [{ matchId: 5 }] },
    { name: 'saveCheer', run: () => wheel.saveCheer({ matchId: 5, home: 1, away: 0 }), method: 'post', url: `${A}/cheer/save`, data: true, body: { matchId: 5, home: 1, away: 0 }, ignoresBody: true },
    { name: 'getMatchConfig', run: () => wheel.getMatchConfig(), method: 'get', url: `${A}/getMatchConfig`, data: config, expected: config },
    { name: 'getMatchTemplateDetail', run: () => wheel.getMatchTemplateDetail(), method: 'get', url: `${A}/matchTemplate/detail`, data: { ...config, title: 'T' }, expected: { title: 'T' } },
    { name: 'getMatchAwardConfig', run: () => wheel.getMatchAwardConfig(), method: 'get', url: `${A}/getMatchAwardConfig`, data: [{ level: 1 }], expected: [{ level: 1 }] },
    { name: 'receiveMatchRewards', run: () => wheel.receiveMatchRewards({ idempotencyKey: 'k' }), method: 'post', url: `${A}/receiveMatchRewards`, data: { amount: 50, balance: 1 }, expected: { amount: 50 } },
  ]);
});
