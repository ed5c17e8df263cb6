import { INITIAL_SESSION, useSessionStore } from '../../store/session-store';
import { useSportsConfigStore } from '../../store/sports-config-store';
import { accountLogin, logout } from '../member/auth';
import { setNotifier } from './notifier';
import { getMatchList } from '../sportsbook/sportsbook';
import { answerEvery, useTestConfig } from '../__fixtures__/call-helpers';

const toast = jest.fn();
beforeEach(() => {
  useTestConfig();
  useSessionStore.setState({ ...INITIAL_SESSION });
  toast.mockReset();
  setNotifier({ toast, alert: jest.fn(async () => undefined), confirm: jest.fn(async () => true) });
});

describe('SPEC §7 auth calls', () => {
  it('accountLogin posts credentials with the validate fields and returns the login response', async () => {
    const calls = answerEvery(() => ({
      code: 200,
      data: { accessToken: 'a1', loginState: 0, mobile: null, deviceId: 'd' },
    }));
    const res = await accountLogin({ userName: 'al', password: 'pw', validate: { captcha: 'c' } });
    expect(res).toMatchObject({ accessToken: 'a1', loginState: 0 });
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/api/user/auth/account-login/v2' });
    expect(calls[0]!.body).toEqual({
      userName: 'al',
      password: 'pw',
      captcha: 'c',
    });
  });

  it('a failed login rejects with the server msg and shows no toast (SPEC §8)', async () => {
    answerEvery(() => ({ code: 10001, msg: 'Wrong password' }));
    await expect(accountLogin({ userName: 'al', password: 'x' })).rejects.toThrow('Wrong password');
    expect(toast).not.toHaveBeenCalled();
  });

  it('logout errors are ignored', async () => {
    answerEvery(() => {
      throw new Error('down');
    });
    await expect(logout()).resolves.toBeUndefined();
    const calls = answerEvery(() => ({ code: 200, data: null }));
    await logout();
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/api/user/auth/logout' });
  });
});

describe('SPEC §3 match query defaults (getMatchList)', () => {
  beforeEach(() => {
    useSportsConfigStore.setState({
      config: { token: 'sb', apiServerAddress: 'https://sb', guest: true },
    });
  });

  it('sends the defaults, the caller overrides them, records and total come back', async () => {
    const calls = answerEvery(() => ({
      code: 0,
      data: { records: [{ id: 1, sid: 1, ms: 1, lg: { id: 2, na: 'L' } }] },
    }));
    const page = await getMatchList({ type: 3, sportId: 3 });
    expect(page.total).toBe(1);
    expect(page.records[0]).toMatchObject({ id: 1, lg: { na: 'L' } });
    expect(calls[0]!.body).toMatchObject({
      current: 1,
      size: 50,
      orderBy: 0,
      isPC: true,
      type: 3,
      sportId: 3,
      oddsType: 1,
    });
  });

  it('an empty data object is an empty page; total is taken from the server when present', async () => {
    answerEvery(() => ({ code: 0 }));
    await expect(getMatchList()).resolves.toEqual({ records: [], total: 0 });
    answerEvery(() => ({ code: 0, data: { records: [], total: 40 } }));
    await expect(getMatchList()).resolves.toEqual({ records: [], total: 40 });
  });
});
