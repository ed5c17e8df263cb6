import { QueryClient } from '@tanstack/react-query';
import { mockBackend } from '../../testing/mock-backend';
import { useTestConfig } from '../__fixtures__/call-helpers';
import { accountQueries, operatorKeys, type InviteListName } from './account-queries';

const api = mockBackend();
const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });

beforeEach(() => {
  useTestConfig();
  api.reset();
  client.clear();
});

// Issue 12: personal data keyed by user name; each factory calls its SPEC §7 function (on the wire).
describe('accountQueries', () => {
  it('keys the member centre by user name', () => {
    expect(accountQueries.userInfo('a').queryKey).toEqual(['account', 'a', 'info']);
    expect(accountQueries.wallet('a').queryKey).toEqual(['account', 'a', 'wallet']);
    expect(accountQueries.vip('a').queryKey).toEqual(['account', 'a', 'vip']);
    expect(accountQueries.vipPhoneBack('b').queryKey).toEqual(['account', 'b', 'vipPhoneBack']);
  });

  it('reads the whole profile, with empty texts as null and level 0 by default', async () => {
    api.on('GET', '/api/member/get', () => ({
      data: {
        userName: 'member01',
        nickName: '',
        avatar: '4,4',
        mobile: '091****678',
        createdAt: '2026-01-02T00:00:00.000Z',
      },
    }));
    await expect(client.fetchQuery(accountQueries.profile('member01'))).resolves.toEqual({
      userName: 'member01',
      nickName: null,
      avatar: '4,4',
      vipLevel: 0,
      regCurrency: null,
      role: null,
      mobile: '091****678',
      createdAt: '2026-01-02T00:00:00.000Z',
    });
  });

  it('passes the bet record filter to mybet sum and detail', async () => {
    api.on('POST', '/api/game/bet/order/mybet/sum', () => ({
      data: { betCount: 4, betAmount: 900 },
    }));
    api.on('POST', '/api/game/bet/order/mybet/detail', () => ({ data: { records: [], total: 0 } }));
    const q = { beginTime: 1, endTime: 2, current: 3, size: 20 };
    await expect(client.fetchQuery(accountQueries.betSum('a', q))).resolves.toMatchObject({
      betCount: 4,
    });
    await client.fetchQuery(accountQueries.betDetail('a', q));
    expect(api.callsTo('/api/game/bet/order/mybet/sum')[0]!.body).toEqual(q);
    expect(api.callsTo('/api/game/bet/order/mybet/detail')[0]!.body).toEqual(q);
    expect(accountQueries.betDetail('a', q).queryKey).toEqual([
      'account',
      'a',
      'bets',
      'detail',
      q,
    ]);
  });

  it('reads each invite list through its own call', async () => {
    const paths: Record<string, string> = {
      horseRing: 'queryHorseRing',
      betConfig: 'queryInviteBetConfig',
      depConfig: 'queryInviteDepConfig',
      vipConfig: 'queryInviteVipConfig',
    };
    api.on('GET', /^\/api\/member\/invite\/query/, (call) => ({ data: [{ path: call.path }] }));
    const names: InviteListName[] = ['horseRing', 'betConfig', 'depConfig', 'vipConfig'];
    for (const name of names) {
      await expect(client.fetchQuery(accountQueries.inviteList('a', name))).resolves.toEqual([
        { path: `/api/member/invite/${paths[name]}` },
      ]);
      expect(accountQueries.inviteList('a', name).queryKey).toEqual([
        'account',
        'a',
        'invite',
        name,
      ]);
    }
    api.on('GET', '/api/member/invite/queryInviteInfo', () => ({ data: { inviteCode: 'info' } }));
    api.on('GET', '/api/member/invite/queryInviteInfoTotalAward', () => ({
      data: { totalAward: 7 },
    }));
    api.on('GET', '/api/member/invite/generateReferralCode', () => ({
      data: { inviteCode: 'referral', link: null },
    }));
    await expect(client.fetchQuery(accountQueries.inviteInfo('a'))).resolves.toMatchObject({
      inviteCode: 'info',
    });
    await expect(client.fetchQuery(accountQueries.inviteTotal('a'))).resolves.toMatchObject({
      totalAward: 7,
    });
    await expect(client.fetchQuery(accountQueries.referral('a'))).resolves.toMatchObject({
      inviteCode: 'referral',
    });
    expect(api.callsTo('/api/member/invite/queryInviteInfo')).toHaveLength(1);
  });

  it('pages the ban log and filters by user name only when given', async () => {
    api.on('POST', '/api/user/banLog/list', () => ({ data: { records: [], total: 0 } }));
    await client.fetchQuery(accountQueries.banLogs(2));
    await client.fetchQuery(accountQueries.banLogs(1, 'bob'));
    const bodies = api.callsTo('/api/user/banLog/list').map((c) => c.body);
    expect(bodies).toEqual([
      { current: 2, size: 20 },
      { current: 1, size: 20, userName: 'bob' },
    ]);
  });
});

describe('operator console keys (issue 12)', () => {
  const startsWith = (key: readonly unknown[], prefix: readonly unknown[]) =>
    prefix.every((part, i) => key[i] === part);

  it('every audit page and ban-log page sits below the prefix one invalidation uses', () => {
    expect(startsWith(operatorKeys.auditPage(3), operatorKeys.audit())).toBe(true);
    expect(startsWith(accountQueries.banLogs(2, 'x').queryKey, operatorKeys.banLogs())).toBe(true);
  });

  it('keeps the console entries apart', () => {
    const keys = [
      operatorKeys.registry(),
      operatorKeys.build('http://a/mf-manifest.json'),
      operatorKeys.build('http://b/mf-manifest.json'),
      operatorKeys.maintenance(),
      operatorKeys.auditPage(1),
      operatorKeys.auditPage(2),
    ].map((k) => JSON.stringify(k));
    expect(new Set(keys).size).toBe(keys.length);
    expect(startsWith(operatorKeys.maintenance(), operatorKeys.audit())).toBe(false);
  });
});
