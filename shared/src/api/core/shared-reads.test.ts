import { useAppStore } from '../../store/app-store';
import { INITIAL_SESSION, useSessionStore } from '../../store/session-store';
import { deferred, answerEvery, useTestConfig } from '../__fixtures__/call-helpers';
import { callApi } from './client';

// Issue 16: identical GETs in flight at once share one request (the host's session and a remote's
// page both read the member at start-up); a call that may change data ends the sharing.
let gate = deferred();
let served = 0;
let sent: ReturnType<typeof answerEvery>;

beforeEach(() => {
  useTestConfig();
  useAppStore.setState({ language: 'en' });
  useSessionStore.setState({ ...INITIAL_SESSION, token: 'tok', username: 'u' });
  gate = deferred();
  served = 0;
  sent = answerEvery(async (cfg) => {
    if (cfg.method === 'get') await gate.promise;
    served += 1;
    return { code: 200, data: { n: served } };
  });
});

const member = () => callApi<{ n: number }>({ method: 'GET', url: '/api/member/get' });

describe('GETs in flight at once', () => {
  it('share one request and its answer', async () => {
    const first = member();
    const second = member();
    gate.resolve();
    expect(await Promise.all([first, second])).toEqual([{ n: 1 }, { n: 1 }]);
    expect(sent).toHaveLength(1);
  });

  it('are asked again once the first has settled', async () => {
    gate.resolve();
    await member();
    await member();
    expect(sent).toHaveLength(2);
  });

  it('do not share across a change: a GET after an answered POST sends its own request', async () => {
    const before = member();
    await callApi({ method: 'POST', url: '/api/member/updateAvatar', data: { avatar: 2 } });
    const after = member();
    gate.resolve();
    const [a, b] = await Promise.all([before, after]);
    expect(a).not.toEqual(b);
    expect(sent.map((c) => `${c.method} ${c.path}`)).toEqual([
      'GET /api/member/get',
      'POST /api/member/updateAvatar',
      'GET /api/member/get',
    ]);
  });

  it('share while another call is still unanswered (its change is not known yet)', async () => {
    const slow = deferred();
    sent = answerEvery(async (cfg) => {
      if (cfg.method === 'POST') await slow.promise;
      else await gate.promise;
      return { code: 200, data: { n: sent.length } };
    });
    const first = member();
    const wallet = callApi({ method: 'POST', url: '/api/fund/wallet/member/local', data: {} });
    const second = member();
    gate.resolve();
    await Promise.all([first, second]);
    slow.resolve();
    await wallet;
    expect(sent.filter((c) => c.method === 'GET')).toHaveLength(1);
  });

  it('do not share across languages or logins', async () => {
    const en = member();
    useAppStore.setState({ language: 'vi' });
    const vi = member();
    useSessionStore.setState({ token: 'other' });
    const other = member();
    gate.resolve();
    await Promise.all([en, vi, other]);
    expect(sent).toHaveLength(3);
  });
});
