// Issue 12: the operator console's audit log (a table of the schema, so a reset clears it) and the
// member's avatar choice (SPEC §3 ten avatars; a member route, the spec shows no path for it).
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

const auditList = async (token: string) =>
  (await call(api, '/api/operator/audit/list', { token, body: { current: 1, size: 20 } })).body;

describe('operator audit log', () => {
  test('a console action is listed; after a seed reset the list is empty', async () => {
    let admin = await login(api, ...SEED.admin);
    const window = { scope: 'lobby', targetId: 7, endTime: Date.now() + 3_600_000 };
    const started = await call(api, '/api/operator/maintenance', { token: admin, body: window });
    expect(started.body.code).toBe(200);
    const before = await auditList(admin);
    expect(before.data.total).toBeGreaterThan(0);
    expect(before.data.records[0]).toMatchObject({
      userName: 'admin01',
      action: 'maintenance.start',
      detail: { scope: 'lobby', targetId: '7' },
    });
    expect((await call(api, '/__admin/reset', { body: {} })).body.code).toBe(200);
    admin = await login(api, ...SEED.admin);
    const after = await auditList(admin);
    expect(after.code).toBe(200);
    expect(after.data).toMatchObject({ records: [], total: 0 });
  });

  test('members cannot read the audit list', async () => {
    const member = await login(api, ...SEED.member);
    expect((await auditList(member)).code).toBe(403001);
  });
});

describe('POST /api/member/avatar', () => {
  test('a member stores one of the ten avatars and member/get reads it back', async () => {
    const member = await login(api, ...SEED.member);
    const saved = await call(api, '/api/member/avatar', { token: member, body: { avatarId: 4 } });
    expect(saved.body).toMatchObject({ code: 200, data: { avatar: '4,4' } });
    const info = await call(api, '/api/member/get', { token: member });
    expect(info.body.data.avatar).toBe('4,4');
  });

  test('ids outside 1–10 are refused and a guest is asked to log in', async () => {
    const member = await login(api, ...SEED.member);
    for (const avatarId of [0, 11, '4', 2.5]) {
      const r = await call(api, '/api/member/avatar', { token: member, body: { avatarId } });
      expect(r.body.code).toBe(1000);
    }
    const guest = await call(api, '/api/member/avatar', { body: { avatarId: 4 } });
    expect(guest.body.code).toBe(401001);
  });
});
