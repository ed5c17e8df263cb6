// SPEC §7 invite calls (/api/member/invite/*) through @app/shared.
import {
  drawInviteAward,
  generateReferralCode,
  queryHorseRing,
  queryInviteBetAwardList,
  queryInviteBetConfig,
  queryInviteDepAward,
  queryInviteDepConfig,
  queryInviteInfo,
  queryInviteTotalAward,
  queryInviteVipConfig,
} from '@app/shared/api/promotion';
import { registerAccount } from '@app/shared/api/member';
import { ADULT, balance, loginAs, signOutLocal, withSandbox } from '../src/harness';

const sandbox = withSandbox();
afterEach(signOutLocal);

describe('SPEC §7 invite', () => {
  test('configs and the winners banner', async () => {
    await loginAs('member');
    expect((await queryHorseRing()).length).toBeGreaterThan(0);
    for (const list of [
      await queryInviteBetConfig(),
      await queryInviteDepConfig(),
      await queryInviteVipConfig(),
    ]) {
      expect(list.length).toBeGreaterThan(0);
    }
  });

  test('an invitee earns an award once they deposit (issue 49 #5); the inviter draws it once', async () => {
    await loginAs('member');
    const { inviteCode, link } = await generateReferralCode();
    expect(link).toContain(inviteCode);
    const before = await queryInviteInfo();
    signOutLocal();
    await registerAccount({
      userName: 'invitee01',
      password: 'Invitee@123',
      birthDate: ADULT,
      inviteCode,
    });
    await loginAs('member');
    // no award before the invitee's first qualifying deposit
    expect((await queryInviteInfo()).availableAward).toBe(0);
    await expect(drawInviteAward()).rejects.toMatchObject({ kind: 'business' });
    const db = sandbox().started.sb.ctx.db;
    const invitee = db.prepare("SELECT id FROM users WHERE user_name = 'invitee01'").get() as {
      id: number;
    };
    db.prepare(
      "INSERT INTO wallet_ledger (user_id, amount, balance, kind, ref, created_at) VALUES (?, 200000, 200000, 'deposit', '', ?)",
    ).run(invitee.id, Date.now());

    const info = await queryInviteInfo();
    expect(info.inviteCount).toBe((before.inviteCount ?? 0) + 1);
    expect(info.invitees?.map((i) => i.userName)).toContain('invitee01');
    const total = await queryInviteTotalAward();
    expect(total.totalAward).toBe(info.totalAward);
    expect(info.availableAward).toBeGreaterThan(0);
    const bets = await queryInviteBetAwardList();
    expect(bets.map((b) => b.userName)).toContain('invitee01');
    const dep = await queryInviteDepAward();
    expect(dep[0]).toMatchObject({ reached: true });

    const wallet = await balance();
    const drawn = await drawInviteAward();
    expect(drawn.amount).toBe(info.availableAward);
    expect(await balance()).toBe(wallet + drawn.amount);
    expect((await queryInviteInfo()).availableAward).toBe(0);
    await expect(drawInviteAward()).rejects.toMatchObject({ kind: 'business' });
  });
});
