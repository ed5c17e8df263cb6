// Fault-switch times without an offset are operator times in UTC+8 (SPEC §4), read like the client reads them.
import { parseMaintenanceTime } from '@app/shared/rules';
import { parseOperatorTime } from '../src/time';
import type { Started } from './helpers';
import { call, start } from './helpers';

let s: Started;
let api: string;

beforeAll(async () => {
  s = await start();
  api = s.sb.apiUrl;
});
afterAll(async () => {
  await s.stop();
});

describe('operator times (UTC+8)', () => {
  test('parseOperatorTime reads offset-less times as UTC+8, keeps epoch ms and explicit offsets', () => {
    const tenAmCst = Date.UTC(2026, 10, 22, 2, 0, 0);
    expect(parseOperatorTime('2026-11-22 10:00:00')).toBe(tenAmCst);
    expect(parseOperatorTime('2026-11-22T10:00')).toBe(tenAmCst);
    expect(parseOperatorTime('2026-11-22T10:00:00+07:00')).toBe(tenAmCst + 3_600_000);
    expect(parseOperatorTime('2026-11-22T02:00:00Z')).toBe(tenAmCst);
    expect(parseOperatorTime(String(tenAmCst))).toBe(tenAmCst);
    expect(parseOperatorTime('tomorrow')).toBeNaN();
  });

  test('the site-maintenance window round-trips and agrees with the client rule', async () => {
    const startTime = '2026-11-22 10:00:00';
    const endTime = '2026-11-22 12:30:00';
    const r = await call(api, '/__admin/faults', {
      body: { siteMaintenance: { on: true, startTime, endTime } },
    });
    expect(r.body.code).toBe(200);
    const w = s.sb.ctx.faults.siteMaintenance!;
    expect(w.startTime).toBe(parseMaintenanceTime(startTime, 'vietnam'));
    expect(w.endTime).toBe(parseMaintenanceTime(endTime, 'vietnam'));
    const notice = (await call(api, '/api/operation/siteMain/queryDetail', { body: { point: 0 } }))
      .body.data;
    expect(notice).toMatchObject({ status: '1', startTime, endTime });
  });

  test('lobby windows use the same reading', async () => {
    await call(api, '/__admin/faults', {
      body: { lobbyMaintenance: { lobbyId: 1001102, start: '2026-11-22 10:00:00', end: 9e12 } },
    });
    expect(s.sb.ctx.faults.lobbyMaintenance['1001102']!.start).toBe(Date.UTC(2026, 10, 22, 2));
  });

  test('an unreadable time is refused with 1000', async () => {
    const r = await call(api, '/__admin/faults', {
      body: { siteMaintenance: { on: true, startTime: '22/11/2026 10:00' } },
    });
    expect(r.body.code).toBe(1000);
    expect(r.body.msg).toMatch(/UTC\+8/);
  });
});
