import { activityKeyOfLink } from '../src/activity-toggles';
import type { Started } from './helpers';
import { SEED, call, login, start } from './helpers';

let s: Started;
let api: string;

beforeAll(async () => {
  s = await start();
  api = s.sb.apiUrl;
});
afterAll(async () => {
  await s.stop();
});

const links = (r: { body: { data: Array<{ link: string }> } }) => r.body.data.map((a) => a.link);

describe('an activity the super admin switches off leaves the answers (issue 53 #3)', () => {
  test('the advert link names its registry key', () => {
    const keys = ['luckyWheel', 'rebate-activity'];
    expect(activityKeyOfLink('/luckyWheel', keys)).toBe('luckyWheel');
    expect(activityKeyOfLink('/luckywheel?from=home', keys)).toBe('luckyWheel');
    expect(activityKeyOfLink('/rebate-activity/', keys)).toBe('rebate-activity');
    expect(activityKeyOfLink('/activity', keys)).toBeNull();
    expect(activityKeyOfLink('https://example.com/luckyWheel', keys)).toBeNull();
  });

  test('lists, banners, popups and the spin follow the toggle, off then on', async () => {
    const admin = await login(api, SEED.admin[0], SEED.admin[1]);
    const member = await login(api, SEED.member[0], SEED.member[1]);
    const registry = (await call(api, '/api/platform/registry')).body.data;
    const put = (luckyWheel: boolean) =>
      call(api, '/api/platform/registry', {
        method: 'PUT',
        token: admin,
        body: { ...registry, activities: { ...registry.activities, luckyWheel } },
      });
    const read = async () => ({
      ads: links(await call(api, '/api/promotion/advertise/list')),
      banners: links(await call(api, '/api/promotion/advertise/list/type?type=1')),
      list: (await call(api, '/api/promotion/activity/list')).body.data.map(
        (a: { key: string }) => a.key,
      ),
      spin: (await call(api, '/api/promotion/turntable/prize/get', { token: member })).body.code,
    });

    expect((await read()).banners).toContain('/luckyWheel');
    expect((await put(false)).body.code).toBe(200);
    const off = await read();
    expect(off.ads).not.toContain('/luckyWheel');
    expect(off.banners).not.toContain('/luckyWheel');
    expect(off.ads).toContain('/rebate-activity');
    expect(off.list).not.toContain('luckyWheel');
    expect(off.list).toContain('firstcharge');
    expect(off.spin).not.toBe(200);

    expect((await put(true)).body.code).toBe(200);
    const on = await read();
    expect(on.banners).toContain('/luckyWheel');
    expect(on.list).toContain('luckyWheel');
    expect(on.spin).toBe(200);
  });
});
