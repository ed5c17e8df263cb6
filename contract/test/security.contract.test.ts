// #17 through @app/shared: sportsbook tokens die with the session (the client's 14010 path still
// serves a live session), and a bet or a claim retried with its Idempotency-Key is never doubled.
import { betSinglePass, listBets } from '@app/shared/api/sportsbook';
import { claimActivity } from '@app/shared/api/promotion';
import { logout } from '@app/shared/api/member';
import { useSessionStore, useSportsConfigStore } from '@app/shared/store';
import { firstBet, openMatches } from '../src/bets';
import { USERS, balance, loginAs, raw, signOutLocal, withSandbox } from '../src/harness';

const sandbox = withSandbox();
afterEach(signOutLocal);

const sportsToken = () => useSportsConfigStore.getState().config?.token ?? '';
const providerSays = async (token: string) =>
  (
    await raw(sandbox().provider, '/v1/order/new/bet/list', {
      body: {},
      headers: { Authorization: token },
    })
  ).json;

describe('sportsbook tokens are revoked with the operator session', () => {
  test('a login elsewhere revokes the token; the client refreshes it for the live session (14010)', async () => {
    await loginAs('member');
    await listBets();
    const old = sportsToken();
    const [userName, password] = USERS.member;
    await raw(sandbox().api, '/api/user/auth/account-login/v2', { body: { userName, password } });
    expect(await providerSays(old)).toMatchObject({ success: false, code: 14010 });
    await expect(listBets()).resolves.toMatchObject({ records: expect.any(Array) });
    expect(sportsToken()).not.toBe(old);
    expect(useSessionStore.getState().token).toBeTruthy();
  });

  test('after logout the last sportsbook token is refused with the provider auth error', async () => {
    await loginAs('member');
    await listBets();
    const token = sportsToken();
    await logout();
    expect(await providerSays(token)).toMatchObject({ success: false, code: 14010 });
  });
});

describe('Idempotency-Key through the shared client', () => {
  test('a bet retried with its key is one order and one charge; another slip with it is refused', async () => {
    await loginAs('member');
    const [match] = await openMatches();
    const bet = firstBet(match!, 20_000);
    const before = await balance();
    const first = await betSinglePass([bet], 'contract-bet-key-1');
    const again = await betSinglePass([bet], 'contract-bet-key-1');
    expect(again[0]!.orderId).toBe(first[0]!.orderId);
    expect(await balance()).toBe(before - 20_000);
    await expect(
      betSinglePass([{ ...bet, unitStake: 30_000 }], 'contract-bet-key-1'),
    ).rejects.toMatchObject({ code: 9 });
    expect(await balance()).toBe(before - 20_000);
  });

  test('a claim retried with its key is paid once and answered again', async () => {
    await loginAs('member');
    const before = await balance();
    const first = await claimActivity(4, 'contract-claim-key-1');
    const again = await claimActivity(4, 'contract-claim-key-1');
    expect(again).toMatchObject({ amount: first.amount, replayed: true });
    expect(await balance()).toBe(before + first.amount);
  });
});
