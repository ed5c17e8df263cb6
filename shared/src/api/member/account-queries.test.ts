import * as game from '../site/game';
import * as invite from '../promotion/invite';
import * as bans from '../live/live-bans';
import { accountQueries, operatorKeys, type InviteListName } from './account-queries';

jest.mock('../site/game', () => ({
  sumMyBets: jest.fn(async () => ({ betCount: 0, betAmount: 0 })),
  listMyBetDetail: jest.fn(async () => ({ records: [], total: 0 })),
}));
jest.mock('../promotion/invite', () => ({
  generateReferralCode: jest.fn(async () => 'referral'),
  queryHorseRing: jest.fn(async () => 'horseRing'),
  queryInviteBetAwardList: jest.fn(async () => 'betAwards'),
  queryInviteBetConfig: jest.fn(async () => 'betConfig'),
  queryInviteDepAward: jest.fn(async () => 'depAwards'),
  queryInviteDepConfig: jest.fn(async () => 'depConfig'),
  queryInviteInfo: jest.fn(async () => 'info'),
  queryInviteTotalAward: jest.fn(async () => 'total'),
  queryInviteVipConfig: jest.fn(async () => 'vipConfig'),
}));
jest.mock('../core/client', () => ({
  callApi: jest.fn(async () => ({
    userName: 'member01',
    nickName: '',
    avatar: '4,4',
    mobile: '091****678',
    createdAt: '2026-01-02T00:00:00.000Z',
  })),
}));
jest.mock('../live/live-bans', () => ({ listBanLogs: jest.fn(async () => ({ records: [] })) }));

const run = (o: { queryFn?: unknown }) => (o.queryFn as () => Promise<unknown>)();

// Issue 12: personal data keyed by user name; each factory calls its SPEC §7 function.
describe('accountQueries', () => {
  it('keys the member centre by user name', () => {
    expect(accountQueries.userInfo('a').queryKey).toEqual(['account', 'a', 'info']);
    expect(accountQueries.wallet('a').queryKey).toEqual(['account', 'a', 'wallet']);
    expect(accountQueries.vip('a').queryKey).toEqual(['account', 'a', 'vip']);
    expect(accountQueries.vipPhoneBack('b').queryKey).toEqual(['account', 'b', 'vipPhoneBack']);
  });

  it('reads the whole profile, with empty texts as null and level 0 by default', async () => {
    await expect(run(accountQueries.profile('member01'))).resolves.toEqual({
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
    const q = { beginTime: 1, endTime: 2, current: 3, size: 20 };
    await run(accountQueries.betSum('a', q));
    await run(accountQueries.betDetail('a', q));
    expect(game.sumMyBets).toHaveBeenCalledWith(q);
    expect(game.listMyBetDetail).toHaveBeenCalledWith(q);
    expect(accountQueries.betDetail('a', q).queryKey).toEqual([
      'account',
      'a',
      'bets',
      'detail',
      q,
    ]);
  });

  it('reads each invite list through its own call', async () => {
    const names: InviteListName[] = ['horseRing', 'betConfig', 'depConfig', 'vipConfig'];
    for (const name of names) {
      await expect(run(accountQueries.inviteList('a', name))).resolves.toBe(name);
      expect(accountQueries.inviteList('a', name).queryKey).toEqual([
        'account',
        'a',
        'invite',
        name,
      ]);
    }
    await expect(run(accountQueries.inviteInfo('a'))).resolves.toBe('info');
    await expect(run(accountQueries.inviteTotal('a'))).resolves.toBe('total');
    await expect(run(accountQueries.referral('a'))).resolves.toBe('referral');
    expect(invite.queryInviteInfo).toHaveBeenCalledTimes(1);
  });

  it('pages the ban log and filters by user name only when given', async () => {
    await run(accountQueries.banLogs(2));
    await run(accountQueries.banLogs(1, 'bob'));
    expect(bans.listBanLogs).toHaveBeenNthCalledWith(1, { current: 2, size: 20 });
    expect(bans.listBanLogs).toHaveBeenNthCalledWith(2, { current: 1, size: 20, userName: 'bob' });
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
