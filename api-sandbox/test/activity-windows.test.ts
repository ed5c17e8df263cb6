import { windowAt } from '../src/activity-windows';
import type { Started } from './helpers';
import { SEED, call, login, start } from './helpers';

// Issue 53 #5 "Seasons": a seasonal activity runs in its window only, in market time (UTC+7), by
// the sandbox clock; outside it leaves the activity list, the banners and the popups, and a claim
// is refused with its dates. The registry toggle (#3) and the window are one rule.

const VN = (iso: string) => Date.parse(`${iso}+07:00`);

describe('windowAt', () => {
  const christmas = { every: 'year', from: '12-01', to: '12-31' } as const;
  const valentine = { every: 'year', from: '02-07', to: '02-14' } as const;

  test('a yearly window runs from its first day 00:00 to its last day 23:59, market time', () => {
    expect(windowAt(christmas, VN('2026-12-02T10:00:00'))).toEqual({
      start: VN('2026-12-01T00:00:00'),
      end: VN('2027-01-01T00:00:00') - 1,
      state: 'live',
    });
    // 23:30 UTC on 30 Nov is already 1 Dec in Vietnam
    expect(windowAt(christmas, Date.parse('2026-11-30T17:00:00Z')).state).toBe('live');
    expect(windowAt(christmas, Date.parse('2026-11-30T16:59:59Z')).state).toBe('upcoming');
  });

  test("out of its window it is this year's edition: ended after, upcoming before", () => {
    expect(windowAt(valentine, VN('2026-12-02T10:00:00'))).toMatchObject({
      start: VN('2026-02-07T00:00:00'),
      state: 'ended',
    });
    expect(windowAt(valentine, VN('2027-01-05T10:00:00'))).toMatchObject({
      start: VN('2027-02-07T00:00:00'),
      state: 'upcoming',
    });
  });

  test('a window across New Year still runs in January', () => {
    const tet = { every: 'year', from: '12-20', to: '01-05' } as const;
    expect(windowAt(tet, VN('2027-01-03T08:00:00'))).toMatchObject({
      start: VN('2026-12-20T00:00:00'),
      state: 'live',
    });
    expect(windowAt(tet, VN('2027-01-06T08:00:00'))).toMatchObject({
      start: VN('2027-12-20T00:00:00'),
      state: 'upcoming',
    });
  });

  test('a one-off window ends for good', () => {
    const copa = { every: 'once', from: '2024-06-20', to: '2024-07-14' } as const;
    expect(windowAt(copa, VN('2024-07-14T23:59:00')).state).toBe('live');
    expect(windowAt(copa, VN('2026-12-02T10:00:00')).state).toBe('ended');
  });
});

describe('the sandbox offers a season in its window only', () => {
  let s: Started;
  let api: string;
  beforeAll(async () => {
    s = await start();
    api = s.sb.apiUrl;
  });
  afterAll(async () => {
    await s.stop();
  });

  /** Moves the sandbox clock to the next `month-day` noon, market time. */
  const moveTo = async (md: string) => {
    const now = s.sb.ctx.clock.now();
    const year = new Date(now + 7 * 3_600_000).getUTCFullYear();
    let target = VN(`${year}-${md}T12:00:00`);
    if (target <= now) target = VN(`${year + 1}-${md}T12:00:00`);
    await call(api, '/__admin/clock', { body: { advanceMs: target - now } });
  };
  const listed = async () =>
    (await call(api, '/api/promotion/activity/list')).body.data.map((a: { key: string }) => a.key);
  const seasons = async () =>
    (await call(api, '/api/promotion/activity/seasons')).body.data as Array<{
      key: string;
      state: string;
      startTime: string;
      endTime: string;
    }>;
  const adLinks = async () =>
    (await call(api, '/api/promotion/advertise/list')).body.data.map(
      (a: { link: string }) => a.link,
    );
  const balance = () =>
    (
      s.sb.ctx.db.prepare("SELECT balance FROM users WHERE user_name = 'member02'").get() as {
        balance: number;
      }
    ).balance;

  beforeAll(() => {
    // a banner and a popup of two seasons, advertised all year long
    const ins = s.sb.ctx.db.prepare(
      `INSERT INTO ads (title, sub_title, image_url, link, type, sort, start_time, end_time, tenant_id)
       VALUES (?, '', '/media/banners/1.svg', ?, ?, 99, 0, 9999999999999, 1)`,
    );
    ins.run('Valentine', '/Valentine-Day', 1);
    ins.run('Christmas', '/christmas-activities?from=home', 2);
  });

  test("for the sandbox's date, no season out of its window is listed; each listed one is live", async () => {
    const all = await seasons();
    const keys = await listed();
    expect(all.length).toBeGreaterThanOrEqual(8);
    for (const season of all) expect(keys.includes(season.key)).toBe(season.state === 'live');
    expect(all.find((x) => x.key === 'america-activity')).toMatchObject({
      state: 'ended',
      startTime: '2024-06-20T00:00:00+07:00',
      endTime: '2024-07-14T23:59:59+07:00',
    });
  });

  test("on 10 February Valentine's is listed and advertised, Christmas not; in December the reverse", async () => {
    await moveTo('02-10');
    expect(await listed()).toContain('Valentine-Day');
    expect(await listed()).not.toContain('christmas-activities');
    expect(await adLinks()).toContain('/Valentine-Day');
    expect(await adLinks()).not.toContain('/christmas-activities?from=home');
    expect((await seasons()).find((x) => x.key === 'christmas-activities')?.state).toBe('upcoming');

    await moveTo('12-05');
    expect(await listed()).toContain('christmas-activities');
    expect(await listed()).not.toContain('Valentine-Day');
    expect(await adLinks()).not.toContain('/Valentine-Day');
    expect(await adLinks()).toContain('/christmas-activities?from=home');
    expect(await listed()).not.toContain('america-activity');
  });

  test('a claim out of the window is refused with its dates and moves no money', async () => {
    const token = await login(api, 'member02', 'Member@123');
    const before = balance();
    const r = await call(api, '/api/promotion/activity/claim', {
      token,
      body: { activityId: 10 },
    });
    expect(r.body).toMatchObject({
      code: 2013,
      data: { reason: 'ended', start: expect.stringMatching(/-02-07T00:00:00\+07:00$/) },
    });
    expect(balance()).toBe(before);
  });

  test('switched off, a live season leaves the list too: one rule', async () => {
    const admin = await login(api, SEED.admin[0], SEED.admin[1]);
    const registry = (await call(api, '/api/platform/registry')).body.data;
    const put = (on: boolean) =>
      call(api, '/api/platform/registry', {
        method: 'PUT',
        token: admin,
        body: { ...registry, activities: { ...registry.activities, 'christmas-activities': on } },
      });
    expect((await put(false)).body.code).toBe(200);
    expect(await listed()).not.toContain('christmas-activities');
    expect(await adLinks()).not.toContain('/christmas-activities?from=home');
    expect((await put(true)).body.code).toBe(200);
    expect(await listed()).toContain('christmas-activities');
  });
});
